import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../e2e/support/browser";

export interface RosterImportFigures {
  rows: number;
  fileBytes: number;
  /** From choosing the file to every row parsed and checked (counts shown). */
  parseCheckMs: number;
  /** From choosing the file to every row looked up among the known candidates. */
  matchedMs: number;
  /** The longest input-to-paint of the keystrokes typed while it ran (Event Timing), and how many were typed. */
  longestInputToPaintMs: number;
  /** The longest from a keystroke to the end of its handlers (the main thread's share of the above). */
  longestHandlerMs: number;
  keystrokes: number;
  /** The longest main-thread task while it ran (Long Tasks API). */
  longestTaskMs: number;
  /** From "Import" in the confirmation to the job's page: every part uploaded, the job created. */
  uploadMs: number;
}

const headers = [
  "Candidate ID",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Job",
  "Stage",
  "Source",
  "Applied At",
  "Location",
  "Tags",
  "Notes",
];

/** A Greenhouse-like export of `rows` people (the file name names the ATS, so the mapping needs no click). */
export function wideExport(rows: number, tag: string): Buffer {
  const lines = [headers.join(",")];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      [
        String(700000 + i),
        `First${i}`,
        `Last ${i}`,
        `bench.import.${tag}.${i}@example.test`,
        `+1 555 01${String(i).padStart(5, "0")}`,
        '"Backend Engineer, Payments"',
        "Application Review",
        "LinkedIn",
        "2026-11-02",
        '"Austin, TX"',
        "backend;go",
        i % 10 === 0 ? '"Relocating; ""keen""\nfrom January"' : "",
      ].join(","),
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

/** Watches, in the page, the slowest input-to-paint (Event Timing) and the longest task, from now on. */
async function watchResponsiveness(page: Page) {
  await page.evaluate(`(() => {
    window.__bench = { input: 0, handlerDelay: 0, task: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.target || e.target.id !== "bench-probe") continue;
        window.__bench.input = Math.max(window.__bench.input, e.duration);
        window.__bench.handlerDelay = Math.max(window.__bench.handlerDelay, e.processingEnd - e.startTime);
      }
    }).observe({ type: "event", durationThreshold: 16 });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.task = Math.max(window.__bench.task, e.duration); }).observe({ type: "longtask" });
    const probe = document.createElement("textarea");
    probe.id = "bench-probe";
    probe.setAttribute("aria-label", "bench probe");
    probe.style.cssText = "position:fixed;bottom:0;left:0;width:200px;height:40px;z-index:99";
    document.body.append(probe);
  })()`);
}

/**
 * Measure 11, in Debian's Chromium as a recruiter on Import candidates: a 50,000-row wide CSV is chosen and
 * parsed, checked (Web Worker) and looked up among the known candidates (server, in chunks) while a key is
 * typed into a text box every 50 ms; then the import is confirmed, its rows uploaded in parts and the job
 * created; the job is cancelled at once so the bench's sandbox is not filled with 50,000 candidates.
 */
export async function measureRosterImport(baseUrl: string, rows = 50_000): Promise<RosterImportFigures> {
  const file = wideExport(rows, Date.now().toString(36));
  // Chosen from disk, as a person would: a buffer given to Playwright is rebuilt inside the page, which would
  // occupy the page's main thread for seconds and be measured as the import's.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-roster-"));
  const filePath = path.join(dir, "greenhouse-export-50k.csv");
  fs.writeFileSync(filePath, file);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("recruiter@sandbox.test");
    await page.getByLabel("Password").fill("sandbox");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.goto("/candidates/import");
    await page.getByRole("heading", { level: 1, name: "Import candidates" }).waitFor();
    await watchResponsiveness(page);

    let typing = true;
    let keystrokes = 0;
    const typer = (async () => {
      await page.locator("#bench-probe").focus();
      while (typing) {
        await page.keyboard.press("a");
        keystrokes++;
        await page.waitForTimeout(50);
      }
    })();
    const counts = page.getByRole("status", { name: "Rows of the file" });
    const started = Date.now();
    await page.getByLabel("Roster file").setInputFiles(filePath);
    await counts.filter({ hasText: `${rows.toLocaleString("en")} rows` }).waitFor();
    const parseCheckMs = Date.now() - started;
    await page
      .getByRole("progressbar", { name: "Looking for candidates you already have" })
      .waitFor({ state: "detached" });
    await counts.filter({ hasText: `${rows.toLocaleString("en")} new` }).waitFor();
    const matchedMs = Date.now() - started;
    typing = false;
    await typer;
    const watched = (await page.evaluate("window.__bench")) as { input: number; handlerDelay: number; task: number };

    await page.getByRole("button", { name: "Review and import" }).click();
    const uploadStarted = Date.now();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Import [\d,]+ candidates$/ })
      .click();
    await page.waitForURL(/\/candidates\/import\/[0-9a-f-]{36}$/);
    const uploadMs = Date.now() - uploadStarted;
    await page.getByRole("button", { name: "Cancel job" }).click();
    await page.getByRole("dialog", { name: "Cancel this job?" }).getByRole("button", { name: "Cancel job" }).click();
    await page
      .getByRole("region", { name: /^Progress/ })
      .getByText("Cancelled", { exact: true })
      .waitFor();

    return {
      rows,
      fileBytes: file.length,
      parseCheckMs,
      matchedMs,
      longestInputToPaintMs: watched.input,
      longestHandlerMs: watched.handlerDelay,
      keystrokes,
      longestTaskMs: watched.task,
      uploadMs,
    };
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
