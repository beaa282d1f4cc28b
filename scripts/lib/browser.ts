import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { chromiumExecutable } from "../../e2e/support/browser";

/**
 * Makes sure browser tests have a Chromium: Debian's package when running as root, else Playwright's own
 * download. Throws when neither works: browser tests are never skipped silently.
 */
export function ensureChromium() {
  const configured = chromiumExecutable();
  if (configured) {
    if (fs.existsSync(configured)) return;
    throw new Error(`PLAYWRIGHT_CHROMIUM_PATH is ${configured}, but nothing is there.`);
  }
  console.log("▸ No Chromium found; installing one for the browser tests…");
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (chromiumExecutable()) return;
  }
  if (spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" }).status === 0) return;
  throw new Error(
    'No Chromium for the browser tests: install Debian\'s "chromium" package or set PLAYWRIGHT_CHROMIUM_PATH.',
  );
}
