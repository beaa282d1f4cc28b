import fs from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * PLAYWRIGHT_CHROMIUM_PATH, else Debian's Chromium, else undefined: Playwright's own browser, for machines
 * where `npx playwright install` works (it cannot on ours). The browser people use: the bench, the screenshots.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Whether this Playwright run shows its browser (`--headed`, `--debug`, `--ui`, PWDEBUG), which the shell cannot. */
const headed = () =>
  Boolean(process.env.PWDEBUG) || process.argv.some((arg) => ["--headed", "--debug", "--ui"].includes(arg));

/**
 * The browser the test suites drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same Chromium's Blink and V8 without the browser's own user interface, as Playwright
 * itself runs headless tests), else `chromiumExecutable()`. Five journey files on three workers took 483 s of CPU and
 * 268 s with the browser, 405 s and 225 s with the shell (docs/development/tests.md). A headed run needs the browser.
 */
export function journeyChromiumExecutable(): string | undefined {
  // Chosen once, in Playwright's runner, whose arguments say whether the run is headed. Its workers load the config
  // again with arguments of their own (an `--headed` reaches them as an override, after the config is read), and
  // inherit the runner's environment, so they take its choice.
  process.env.E2E_CHROMIUM_PATH ??=
    !process.env.PLAYWRIGHT_CHROMIUM_PATH && !headed() && fs.existsSync(DEBIAN_HEADLESS_SHELL)
      ? DEBIAN_HEADLESS_SHELL
      : (chromiumExecutable() ?? "");
  return process.env.E2E_CHROMIUM_PATH || undefined;
}

/**
 * The features Playwright turns off itself (playwright-core's `chromiumSwitches`): Chromium keeps only the last
 * `--disable-features` it is given, so ours must repeat them. `chromium-switches.test.ts` fails when Playwright's list
 * gains a name this one lacks.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Headless Chromium gives each new window (every Playwright context and tab) the address bar's popup, a web page of
 * its own (about 290 `chrome://` requests in another renderer) that competes with the page under test for the two
 * cores: opening the integrity queue in a new tab took a p50 of about 1,000 ms to its content with it and 600 ms
 * without (docs/performance.md). Nobody types in that address bar.
 */
const addressBarPopup = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** Needed to run Chromium as root in a closed network (DEVELOPERS.md), and without the address bar's popup. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopup].join(",")}`,
];
