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

async function sampleInputs(
  page: Page,
  count: number,
  eventType: string,
  watch: string,
  input: (i: number) => Promise<void>,
) {
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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor({ timeout: 60_000 });
}

const rowsWatch = "tbody tr:nth-child(-n+4)";

/**
 * Measure 3, in Debian's Chromium: lists are read on the server a page at a time, so an input's cost is the
 * round trip and the paint of the new page. Candidates: a click on the Name header (a link: the sort is in
 * the URL) and typing in Search (the request leaves once typing pauses for TYPING_PAUSE_MS, which the figure
 * includes); screens: the status filter. Each figure is the median of `count` inputs, at the bench's size.
 */
export async function measureTablePaint(baseUrl: string, count = 10): Promise<PaintFigures> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await signIn(page, "recruiter@sandbox.test");

    await page.goto("/candidates");
    const pager = page.getByRole("navigation", { name: "Pages" });
    await pager.waitFor();
    const candidatesRows = Number((await pager.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
    const nameHeader = page.getByRole("columnheader", { name: /Name/ }).getByRole("link");
    const sort = await sampleInputs(page, count, "click", rowsWatch, () => nameHeader.click());
    const search = page.getByRole("searchbox");
    const filter = await sampleInputs(page, count, "input", rowsWatch, (i) =>
      search.fill(i % 2 === 0 ? "bench candidate 00" : ""),
    );

    await page.goto("/assessments");
    const screensPager = page.getByRole("navigation", { name: "Pages" });
    await screensPager.waitFor();
    const assessmentsRows = Number((await screensPager.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
    const status = page.getByLabel("Status");
    const statusFilter = await sampleInputs(page, count, "change", rowsWatch, (i) =>
      status.selectOption(i % 2 === 0 ? "Completed" : "").then(() => {}),
    );

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
