import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../e2e/support/browser";
import { percentile } from "../support/stats";

export interface ContentPaintFigures {
  path: string;
  samples: number;
  /** From the navigation's start to the first frame that shows the page's content (not its loading skeleton). */
  p50Ms: number;
  p95Ms: number;
  /** First contentful paint, which a skeleton already makes: how long the skeleton alone was on screen is the gap. */
  fcpP50Ms: number;
}

/**
 * Runs in every document before its own scripts (plain JavaScript: tsx's helpers are not in the page). Watches the
 * DOM from the first byte; when `selector` first matches a visible element, waits for that frame to be presented
 * (a task queued from requestAnimationFrame runs after it) and keeps the time since the navigation started.
 */
const probe = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const shown = () => {
    const element = document.querySelector(selector);
    return element && element.getBoundingClientRect().height > 0;
  };
  const done = () => requestAnimationFrame(() => setTimeout(() => { window.__contentAt = performance.now(); }, 0));
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

/**
 * The probe's time, asked for every 20 ms (not with waitForFunction, whose string the page's CSP refuses to
 * evaluate); the time itself was taken in the page, so the polling adds nothing to it.
 */
async function contentShownAt(page: Page): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const at = (await page.evaluate("window.__contentAt ?? null")) as number | null;
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error(`no content shown on ${page.url()} within 60 s`);
    await page.waitForTimeout(20);
  }
}

function cookiesFor(baseUrl: string, header: string) {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
}

/**
 * Measure 16: Debian Chromium, signed in with `cookie`, loads each of `pages` (a path and the selector of its
 * content) `count` times after two warm-ups, each in a fresh tab of one browser context per page (its HTTP
 * cache kept, as for a person who comes back): the time until the content is painted, p50 and p95, and the first contentful paint.
 */
export async function measureContentPaint(
  baseUrl: string,
  cookie: string,
  pages: { path: string; selector: string }[],
  count = 10,
): Promise<ContentPaintFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const figures: ContentPaintFigures[] = [];
    for (const { path, selector } of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(cookiesFor(baseUrl, cookie));
      await context.addInitScript(probe(selector));
      const content: number[] = [];
      const fcp: number[] = [];
      for (let i = 0; i < count + 2; i++) {
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "commit", timeout: 60_000 });
        if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
        const at = await contentShownAt(page);
        const paint = (await page.evaluate(
          `performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null`,
        )) as number | null;
        await page.close();
        if (i < 2) continue;
        content.push(at);
        if (paint !== null) fcp.push(paint);
      }
      await context.close();
      figures.push({
        path,
        samples: count,
        p50Ms: percentile(content, 50),
        p95Ms: percentile(content, 95),
        fcpP50Ms: fcp.length ? percentile(fcp, 50) : Number.NaN,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
