import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { parseCsv } from "../../lib/bulk/csv";
import { signInAs } from "../support/sign-in";

const PROBLEM = "Payments API (Node.js & PostgreSQL)";

/** A fresh database has an empty problem registry: Refresh all fills it from the demo screens. */
async function fillRegistry(page: Page) {
  await page.goto("/problems");
  await page.getByRole("button", { name: "Refresh all" }).click();
  await expect(page.getByText(/^Refreshed \d+ problems/)).toBeVisible({ timeout: 30_000 });
}

async function openNewBulkIssue(page: Page) {
  await page.goto("/bulk");
  await page.getByRole("link", { name: "New bulk issue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New bulk issue" })).toBeVisible();
  await page.getByLabel("Problem", { exact: true }).selectOption({ label: `${PROBLEM} — Ready` });
}

function roster(rows: string[][]) {
  return Buffer.from(["name,email,integrationSource,externalId", ...rows.map((r) => r.join(","))].join("\r\n"));
}

const people = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => [`Bulk Person ${i + 1}`, `bulk.${tag}.${i + 1}@example.test`, "", ""]);

/** The number shown for a state in the progress counts. */
const countOf = (page: Page, label: string) =>
  page
    .getByRole("region", { name: /^Progress/ })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd");

async function confirmStart(page: Page, count: number) {
  await page.getByRole("button", { name: "Review and start" }).click();
  const dialog = page.getByRole("dialog", { name: `Issue ${PROBLEM} to ${count} candidates` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: `Issue ${count} screens` }).click();
  await expect(page).toHaveURL(/\/bulk\/[0-9a-f-]{36}$/);
}

journey(
  "a CSV with an invalid row: the check shows the error, the row is left out, the job issues the others, to 100%",
  { data: "owned" },
  async ({ run, page }) => {
    await signInAs(page, "admin@sandbox.test");
    await fillRegistry(page);
    await openNewBulkIssue(page);
    const tag = run.id;
    await page.getByLabel("Roster file").setInputFiles({
      name: "roster.csv",
      mimeType: "text/csv",
      buffer: roster([
        ["Ada Bulk", `ada.${tag}@example.test`, "greenhouse", `gh-${tag}`],
        ["No Email", "not-an-email", "", ""],
        ["Grace Bulk", `grace.${tag}@example.test`, "", ""],
      ]),
    });

    const status = page.getByRole("status", { name: "Rows of the file" });
    await expect(status).toContainText("3 rows");
    await expect(status).toContainText("2 new");
    await expect(status).toContainText("1 need attention");
    const review = page.getByRole("table", { name: /Rows of the file: Needs attention/ });
    await expect(review.getByRole("row")).toHaveCount(2);
    await expect(review.getByRole("row", { name: /No Email/ })).toContainText("Email must be an email address");
    await page.getByRole("button", { name: "Leave out the 1 row that needs attention" }).click();
    await expect(status).toContainText("1 left out");

    await confirmStart(page, 2);
    await expect(page.getByRole("progressbar", { name: "Rows done" })).toHaveAttribute("aria-valuenow", "3", {
      timeout: 30_000,
    });
    await expect(page.getByText("100%", { exact: true })).toBeVisible();
    await expect(countOf(page, "Issued")).toHaveText("2");
    await expect(countOf(page, "Failed")).toHaveText("0");
    const rows = page.getByRole("table", { name: /Rows of this job/ });
    await expect(rows.getByRole("row", { name: /Ada Bulk/ })).toContainText(/Issued.*int_/);
    await expect(rows.getByRole("row", { name: /Grace Bulk/ })).toContainText(/Issued.*int_/);
    await expect(rows.getByRole("row", { name: /No Email/ })).toContainText(/Skipped.*Email must be an email address/);
  },
);

journey(
  "choose every candidate matching a filter from the table; every row ends issued or already issued",
  {
    data: "repeatable",
    because: "it issues to seeded candidates, and a screen a try issued counts as already issued, which it accepts",
  },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await fillRegistry(page);
    await openNewBulkIssue(page);
    await page.getByRole("radio", { name: /Choose from candidates/ }).check();
    await page.getByRole("combobox", { name: /^ATS/ }).selectOption("greenhouse");
    const selectAll = page.getByRole("button", { name: /^Select all \d+ matching$/ });
    // The count is the server's, for these filters, once their page has loaded.
    await expect(selectAll).toBeEnabled();
    const matching = Number((await selectAll.textContent())!.match(/\d+/)![0]);
    expect(matching).toBeGreaterThan(0);
    await selectAll.click();
    await expect(page.getByText(`${matching} selected`)).toBeVisible();
    // Unticking one leaves the others chosen.
    await page
      .getByRole("checkbox", { name: /^Select (?!every)/ })
      .first()
      .uncheck();
    await expect(page.getByText(`${matching - 1} selected`)).toBeVisible();

    await confirmStart(page, matching - 1);
    await expect(page.getByRole("progressbar", { name: "Rows done" })).toHaveAttribute(
      "aria-valuenow",
      String(matching - 1),
      { timeout: 45_000 },
    );
    const issued = Number(await countOf(page, "Issued").textContent());
    const already = Number(await countOf(page, "Already issued").textContent());
    expect(issued + already).toBe(matching - 1);
    await expect(page.getByRole("group", { name: "Job controls" })).toHaveCount(0);
  },
);

journey(
  "pause and resume a running job, then export every outcome as CSV",
  { data: "owned" },
  async ({ run, page }) => {
    test.setTimeout(150_000);
    await signInAs(page, "admin@sandbox.test");
    await fillRegistry(page);
    await openNewBulkIssue(page);
    const total = 240;
    await page
      .getByLabel("Roster file")
      .setInputFiles({ name: "many.csv", mimeType: "text/csv", buffer: roster(people(total, run.id)) });
    await expect(page.getByRole("status", { name: "Rows of the file" })).toContainText(`${total} new`);
    await confirmStart(page, total);

    // New candidates take three calls each under the client's rate limit, so the job is still running here.
    await page.getByRole("button", { name: "Pause" }).click();
    const progress = page.getByRole("region", { name: /^Progress/ });
    await expect(progress.getByText("Paused", { exact: true })).toBeVisible();
    await expect(countOf(page, "Sending")).toHaveText("0", { timeout: 30_000 });
    const bar = page.getByRole("progressbar", { name: "Rows done" });
    const paused = await bar.getAttribute("aria-valuenow");
    expect(Number(paused)).toBeLessThan(total);
    await page.waitForTimeout(3000);
    await page.reload();
    await expect(bar).toHaveAttribute("aria-valuenow", paused!);
    await expect(progress.getByText("Paused", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Resume" }).click();
    await expect(progress.getByText(/^(Running|Completed)$/)).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", String(total), { timeout: 100_000 });
    await expect(progress.getByText("Completed", { exact: true })).toBeVisible();
    await expect(countOf(page, "Issued")).toHaveText(String(total));

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const [header, ...lines] = parseCsv(await readFile(file, "utf8"));
    expect(header).toEqual([
      "position",
      "inputLine",
      "name",
      "email",
      "integrationSource",
      "externalId",
      "candidateId",
      "state",
      "interviewId",
      "message",
    ]);
    expect(lines).toHaveLength(total);
    expect(lines.map((l) => Number(l[0]))).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // The file's own line numbers: its header is line 1.
    expect(lines.map((l) => Number(l[1]))).toEqual(Array.from({ length: total }, (_, i) => i + 2));
    expect(lines.every((l) => l[7] === "issued" && l[6]!.startsWith("cand_") && l[8]!.startsWith("int_"))).toBe(true);
  },
);

journey("a recruiter gets the 403 page on /bulk and cannot export", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  // Checked in a layout above the loading boundaries: refused with the status, not only the page.
  for (const path of [
    "/bulk",
    "/bulk/new",
    "/bulk/00000000-0000-0000-0000-000000000000",
    "/settings/users",
    "/settings/audit",
    "/settings/api",
    "/settings/webhooks",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New bulk issue" })).toHaveCount(0);
    await expect(page.getByLabel("Roster file")).toHaveCount(0);
  }
  const exported = await page.request.get("/api/bulk/00000000-0000-0000-0000-000000000000/export");
  expect(exported.status()).toBe(403);
  const progress = await page.request.get("/api/bulk/00000000-0000-0000-0000-000000000000/progress");
  expect(progress.status()).toBe(403);
});
