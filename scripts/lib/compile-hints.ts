import fs from "node:fs";
import path from "node:path";

/**
 * V8's per-file compile hint (Chromium 136 and later; other browsers ignore the comment): the functions of a script
 * that starts with it are compiled while it streams in, on a background thread, instead of lazily on the main thread
 * the first time each is called. Without it, a document load's first calls into React, Next.js's router and the
 * page's components compiled each module there: 51–62 ms of a candidates list load's 271–302 ms of main-thread script
 * on a 2-core machine, inside the hydration's long tasks (docs/performance.md).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks every client chunk of a build. A chunk is fetched only when something runs it: the root main files and a
 * route's own chunks on its first load or navigation, a dynamic import's when it is imported. Run once `next build`
 * has written them; a file already marked is left as it is. Each name stays the build's: it stands for one content,
 * now with the comment. Returns how many files it marked.
 */
export function addCompileHints(distDir = ".next"): number {
  const chunks = path.join(distDir, "static", "chunks");
  let marked = 0;
  for (const name of fs.readdirSync(chunks)) {
    if (!name.endsWith(".js")) continue;
    const file = path.join(chunks, name);
    const text = fs.readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    // A line added on top would shift a source map's lines by one; the build makes none for browsers today.
    if (text.includes("//# sourceMappingURL=")) throw new Error(`${name} has a source map: its lines would shift`);
    fs.writeFileSync(file, COMPILE_HINT + text);
    marked++;
  }
  return marked;
}
