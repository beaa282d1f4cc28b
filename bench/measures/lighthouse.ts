import fs from "node:fs";
import path from "node:path";
import * as ChromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "../support/stats";

/** A page Lighthouse loads: signed out (the sign-in page, the floor) or with the signed-in cookie. */
export interface LighthousePage {
  name: string;
  /** The start of its reports' file names with --out. */
  file: string;
  path: string;
  signedIn: boolean;
}

export interface LighthouseRun {
  lcpMs: number;
  tbtMs: number;
}

export interface PageFigures {
  name: string;
  runs: LighthouseRun[];
  lcpMs: number;
  tbtMs: number;
}

/**
 * Chromium as root, with nothing of its own on the network while it measures (DEVELOPERS.md). Not the journeys'
 * `chromiumArgs` (e2e/support/browser.ts): those also turn off the features Playwright turns off, paint holding among
 * them, which would move the very paints Lighthouse times; chrome-launcher adds its own defaults, as for the CLI.
 */
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * One Lighthouse run of one page, as the CLI makes it: a fresh Chromium of its own (chrome-launcher, a new profile),
 * Lighthouse's default mobile settings and simulated throttling, the performance category only. Returns null when
 * Lighthouse reports a runtime error (Chromium 156 with Lighthouse 12.8.2 sometimes gives no navigation start).
 */
async function runOnce(url: string, cookie: string | null, chromePath: string, saveTo: string | null) {
  const chrome = await ChromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (saveTo && result) fs.writeFileSync(saveTo, String(result.report));
    const lcp = lhr?.audits["largest-contentful-paint"]?.numericValue;
    const tbt = lhr?.audits["total-blocking-time"]?.numericValue;
    if (!lhr || lhr.runtimeError || lcp === undefined || tbt === undefined) return null;
    return { lcpMs: lcp, tbtMs: tbt };
  } finally {
    chrome.kill();
  }
}

/**
 * `rounds` rounds of the pages in turn (each page once a round, so a noisy minute touches every page alike); a run
 * Lighthouse could not finish is made again, up to twice. Medians are nearest-rank, as the bench's.
 */
export async function measureLighthouse(options: {
  baseUrl: string;
  pages: LighthousePage[];
  cookie: string;
  rounds: number;
  chromePath: string;
  outDir: string | null;
  log: (line: string) => void;
}): Promise<PageFigures[]> {
  const runs = new Map(options.pages.map((page) => [page.name, [] as LighthouseRun[]]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const page of options.pages) {
      const saveTo = options.outDir ? path.join(options.outDir, `${page.file}-${round}.json`) : null;
      let run: LighthouseRun | null = null;
      for (let attempt = 0; attempt < 3 && !run; attempt++) {
        run = await runOnce(
          options.baseUrl + page.path,
          page.signedIn ? options.cookie : null,
          options.chromePath,
          saveTo,
        );
      }
      if (run) runs.get(page.name)!.push(run);
      options.log(
        `round ${round} ${page.name}: ${run ? `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms` : "no result"}`,
      );
    }
  }
  return options.pages.map((page) => {
    const pageRuns = runs.get(page.name)!;
    if (!pageRuns.length) throw new Error(`Lighthouse gave no result for ${page.name}`);
    return {
      name: page.name,
      runs: pageRuns,
      lcpMs: median(pageRuns.map((r) => r.lcpMs)),
      tbtMs: median(pageRuns.map((r) => r.tbtMs)),
    };
  });
}
