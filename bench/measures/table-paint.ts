import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../e2e/support/browser";
import { median } from "../support/stats";

export interface PaintFigures {
  samples: number;
  candidatesSortMs: number;
  candidatesFilterMs: number;
  assessmentsFilterMs: number;
  candidatesRows: number;
  assessmentsRows: number;
}

/**
 * Arms a one-shot probe in the page: the next `eventType` event (captured before React sees it) places the
 * performance mark `bench-input` at the event's own timestamp; then every animation frame compares the
 * watched part of the DOM with how it was, and the first frame that shows a change is followed to its paint
 * (a task queued from requestAnimationFrame runs once that frame is presented), where `bench-paint` is marked.
 * The promise resolves to the measure between the two marks.
 */
async function arm(page: Page, eventType: string, watch: string) {
  // Plain JavaScript text: functions compiled by tsx carry a `__name` helper the page does not have.
  await page.evaluate(`(() => {
    const eventType = ${JSON.stringify(eventType)};
    const watch = ${JSON.stringify(watch)};
    const signature = () => Array.from(document.querySelectorAll(watch), (el) => el.textContent).join("|");
    const before = signature();
    window.__benchPaint = new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error("no change of " + watch + " within 10 s")), 10000);
      document.addEventListener(eventType, (event) => {
        performance.clearMarks();
        performance.mark("bench-input", { startTime: event.timeStamp });
        const frame = () => requestAnimationFrame(() => {
          if (signature() === before) return frame();
          setTimeout(() => {
            clearTimeout(timeout);
            performance.mark("bench-paint");
            resolve(performance.measure("bench-input-to-paint", "bench-input", "bench-paint").duration);
          }, 0);
        });
        frame();
      }, { capture: true, once: true });
    });
  })()`);
}

const settle = (page: Page) => page.waitForTimeout(300);

async function sampleInputs(page: Page, count: number, eventType: string, watch: string, input: (i: number) => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await arm(page, eventType, watch);
    await input(i);
    times.push((await page.evaluate("window.__benchPaint")) as number);
    await settle(page);
  }
  return times;
}

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("sandbox");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor({ timeout: 60_000 });
}

const rowsWatch = "tbody tr:nth-child(-n+4), [aria-live=polite]";

/**
 * Measure 3, in Debian's Chromium: the candidates table (every candidate in the browser, virtualized) and the
 * assessments page at 1000 rows a page (server-paginated; its only client-side control is the status filter,
 * which is what is measured there; it has no client-side sort). Each figure is the median of `count` inputs.
 */
export async function measureTablePaint(baseUrl: string, count = 10): Promise<PaintFigures> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await signIn(page, "recruiter@sandbox.test");

    await page.goto("/candidates");
    const counter = page.locator("[aria-live=polite]").filter({ hasText: "candidates" });
    await counter.waitFor();
    const candidatesRows = Number((await counter.textContent())!.replace(/[^0-9]/g, ""));
    const nameHeader = page.getByRole("button", { name: /^Name/ });
    const sort = await sampleInputs(page, count, "click", rowsWatch, () => nameHeader.click());
    const search = page.getByRole("searchbox");
    const filter = await sampleInputs(page, count, "input", rowsWatch, (i) => search.fill(i % 2 === 0 ? "bench candidate 00" : ""));

    await page.goto("/assessments?pageSize=1000");
    const shown = page.locator("[aria-live=polite]").filter({ hasText: "on this page" });
    await shown.waitFor();
    // The table renders only the rows in view; aria-rowcount counts them all, its header row included.
    const assessmentsRows = Number(await page.getByRole("table").getAttribute("aria-rowcount")) - 1;
    const status = page.getByLabel("Status on this page");
    const statusFilter = await sampleInputs(page, count, "change", rowsWatch, (i) => status.selectOption(i % 2 === 0 ? "Completed" : "").then(() => {}));

    return {
      samples: count,
      candidatesSortMs: median(sort),
      candidatesFilterMs: median(filter),
      assessmentsFilterMs: median(statusFilter),
      candidatesRows,
      assessmentsRows,
    };
  } finally {
    await browser.close();
  }
}
