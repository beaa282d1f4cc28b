import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { chromiumExecutable, DEBIAN_HEADLESS_SHELL } from "../../e2e/support/browser";

/** Debian's packages the browser tests use: the browser, and its headless shell that the suites drive. */
const DEBIAN_PACKAGES = ["chromium", "chromium-headless-shell"];

/**
 * Makes sure browser tests have a Chromium: Debian's packages when running as root (the headless shell the suites
 * drive, and the browser the bench and screenshots use), else Playwright's own download. Throws when neither works:
 * browser tests are never skipped silently.
 */
export function ensureChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) {
    if (fs.existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH)) return;
    throw new Error(`PLAYWRIGHT_CHROMIUM_PATH is ${process.env.PLAYWRIGHT_CHROMIUM_PATH}, but nothing is there.`);
  }
  const complete = () => Boolean(chromiumExecutable()) && fs.existsSync(DEBIAN_HEADLESS_SHELL);
  if (complete()) return;
  if (process.getuid?.() === 0) {
    console.log(`▸ Installing Debian's ${DEBIAN_PACKAGES.join(" and ")} for the browser tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", ...DEBIAN_PACKAGES], { stdio: "inherit", env });
    if (complete()) return;
  }
  // No shell (not root, or apt could not install it): Debian's browser alone does, the suites then drive it.
  if (chromiumExecutable()) return;
  console.log("▸ No Chromium found; installing Playwright's for the browser tests…");
  if (spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" }).status === 0) return;
  throw new Error(
    'No Chromium for the browser tests: install Debian\'s "chromium" package or set PLAYWRIGHT_CHROMIUM_PATH.',
  );
}
