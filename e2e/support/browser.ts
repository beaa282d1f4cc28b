import fs from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * PLAYWRIGHT_CHROMIUM_PATH, else Debian's Chromium, else undefined: Playwright's own browser, for machines
 * where `npx playwright install` works (it cannot on ours).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Needed to run Chromium as root in a closed network (DEVELOPERS.md). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
