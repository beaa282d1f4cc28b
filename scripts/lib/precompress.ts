import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** What a browser fetches as text from `/_next/static/`: the scripts, the style sheets and the source maps if any. */
const COMPRESSIBLE = /\.(js|css|map|svg|json|txt)$/;

/** The encodings written beside each such file, and the suffix of each file. */
const PRECOMPRESSED = { br: ".br", gzip: ".gz" } as const;

const brotli = (data: Buffer) =>
  zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const gzip = (data: Buffer) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/**
 * Writes each static text file of a build once more, compressed with Brotli at its best quality and with gzip at its
 * best level (`<name>.br`, `<name>.gz`), for the server to send as they are
 * (lib/static-assets/precompressed-preload.mjs). Next.js' server gzips every static file again on every request, at
 * its default level: on a document load's cold cache, 660 kB of scripts and style sheets at once, while the browser
 * lays out the page. Brotli at quality 11 is too slow to run per request but makes the candidates list's scripts and
 * style sheet 170 kB instead of gzip's 197. Run after the compile hints (scripts/lib/compile-hints.ts), which change
 * the chunks; a file whose compressed copies are newer than it is left as it is. Returns how many files it wrote.
 */
export function precompressStaticFiles(distDir = ".next"): number {
  const root = path.join(distDir, "static");
  if (!fs.existsSync(root)) return 0;
  let written = 0;
  for (const file of textFiles(root)) {
    const modified = fs.statSync(file).mtimeMs;
    const fresh = Object.values(PRECOMPRESSED).every((suffix) => {
      const copy = fs.statSync(file + suffix, { throwIfNoEntry: false });
      return copy !== undefined && copy.mtimeMs >= modified;
    });
    if (fresh) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(file + PRECOMPRESSED.br, brotli(data));
    fs.writeFileSync(file + PRECOMPRESSED.gzip, gzip(data));
    written++;
  }
  return written;
}
