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
