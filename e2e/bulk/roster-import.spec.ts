import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { signInAs } from "../support/sign-in";

/**
 * Roster import from ATS exports as they are (e2e/fixtures/roster). Serial: the second journey relies on the
 * mapping the first one remembered for the wide export's header shape, and on the people it created. A retry reruns
 * both in a new worker, so both exports are copied with this group's own candidate emails, ATS ids and header shape
 * (`GROUP`): a retry never meets the people or the remembered mapping an earlier try left.
 */
test.describe.configure({ mode: "serial" });

const GROUP = String(randomInt(100_000, 1_000_000));
const email = (local: string) => `${local}.${GROUP}@example.test`;
const atsId = (id: string) => `${id}${GROUP}`;
const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), `roster-${GROUP}-`));
/** An ATS export of the fixtures under the same name, its people's emails and candidate ids made this group's. */
function ownedExport(name: string) {
  const text = fs
    .readFileSync(path.resolve("e2e/fixtures/roster", name), "utf8")
    .replace(/([A-Za-z.]+)@example\.test/g, (_, local: string) => email(local))
    .replace(/^(10\d\d),/gm, (_, id: string) => `${atsId(id)},`)
    // A header shape of this group's own, so the mapping a try remembers is met by its second journey only.
    .replace(/^(.*),Notes(\r?\n)/, (_, start: string, end: string) => `${start},Notes ${GROUP}${end}`);
  const file = path.join(exportsDir, name);
  fs.writeFileSync(file, text);
  return file;
}

const PROBLEM = "Payments API (Node.js & PostgreSQL)";
const fixture = (name: string) => path.resolve("e2e/fixtures/roster", name);
const countOf = (page: Page, label: string) =>
  page
    .getByRole("region", { name: /^Progress/ })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd");
const rowCounts = (page: Page) => page.getByRole("status", { name: "Rows of the file" });

async function createCandidate(
  page: Page,
  fields: { name: string; email: string; source?: string; externalId?: string },
) {
  await page.goto("/candidates");
  await page.getByRole("button", { name: "New candidate" }).click();
  const dialog = page.getByRole("dialog", { name: "New candidate" });
  await dialog.getByLabel("Full name").fill(fields.name);
  await dialog.getByLabel("Email").fill(fields.email);
  if (fields.source) await dialog.getByLabel("Source").fill(fields.source);
  if (fields.externalId) await dialog.getByLabel("External id").fill(fields.externalId);
  await dialog.getByRole("button", { name: "Create candidate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: fields.name })).toBeVisible();
  return page.url().split("/candidates/")[1]!;
}

journey(
  "the wide ATS export with one correction to the mapping: screens issued to its new and matched people",
  {
    data: "owned",
  },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "admin@sandbox.test");
    // Two of the export's people are candidates already: one by email, one by ATS id under another email.
    const byEmail = await createCandidate(page, { name: "Ada Whitfield", email: email("ada.whitfield") });
    const byAts = await createCandidate(page, {
      name: "Brice Okafor",
      email: `brice.o.${GROUP}@old-employer.example`,
      source: "greenhouse",
      externalId: atsId("1002"),
    });

    await page.goto("/problems");
    await page.getByRole("button", { name: "Refresh all" }).click();
    await expect(page.getByText(/^Refreshed \d+ problems/)).toBeVisible({ timeout: 30_000 });
    await page.goto("/bulk/new");
    await page.getByLabel("Problem", { exact: true }).selectOption({ label: `${PROBLEM} — Ready` });
    await expect(page.getByRole("radio", { name: /Import a file/ })).toBeChecked();
    await page.getByLabel("Roster file").setInputFiles(ownedExport("ats-export-wide.csv"));

    // Guessed from the headers: first + last name, the email, the candidate id; 16 columns ignored.
    await expect(page.getByText(/^ats-export-wide\.csv · \d+ kB · 8 rows$/)).toBeVisible();
    await expect(page.getByLabel("First name column")).toHaveValue("2");
    await expect(page.getByLabel("Last name column")).toHaveValue("3");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("4");
    await expect(page.getByLabel("ATS id")).toHaveValue("0");
    await expect(page.getByText(/^Ignored \(16\):/)).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "ATS ids need their integration source" })).toBeVisible();

    // The one correction: the ATS these ids come from.
    await page.getByLabel("Integration source", { exact: true }).selectOption("value");
    await page.getByLabel("Integration source for the whole file").fill("greenhouse");
    await expect(rowCounts(page)).toContainText("8 rows");
    await expect(rowCounts(page)).toContainText("6 new");
    await expect(rowCounts(page)).toContainText("2 matched");
    await expect(rowCounts(page)).toContainText("0 need attention");
    await page.getByRole("button", { name: /^Matched/ }).click();
    const review = page.getByRole("table", { name: /Rows of the file/ });
    await expect(review.getByRole("row", { name: email("ada.whitfield") })).toContainText("by email: Ada Whitfield");
    await expect(review.getByRole("row", { name: email("brice.okafor") })).toContainText("by ATS id: Brice Okafor");

    await page.getByRole("button", { name: "Review and start" }).click();
    const dialog = page.getByRole("dialog", { name: `Issue ${PROBLEM} to 8 candidates` });
    await expect(dialog).toContainText("from ats-export-wide.csv: 6 new, 2 matched");
    await dialog.getByRole("button", { name: "Issue 8 screens" }).click();
    await expect(page).toHaveURL(/\/bulk\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("progressbar", { name: "Rows done" })).toHaveAttribute("aria-valuenow", "8", {
      timeout: 60_000,
    });
    await expect(countOf(page, "Issued")).toHaveText("8");
    const rows = page.getByRole("table", { name: /Rows of this job/ });
    // The matched rows were issued to the candidates that existed, not to new ones.
    await expect(rows.getByRole("link", { name: "Ada Whitfield" })).toHaveAttribute("href", `/candidates/${byEmail}`);
    await expect(rows.getByRole("link", { name: "Brice Okafor" })).toHaveAttribute("href", `/candidates/${byAts}`);
    await expect(rows.getByRole("row", { name: /Chloé Marchand/ })).toContainText(/Issued.*int_/);
  },
);

journey(
  "a second export of the same shape needs no mapping clicks; Import candidates creates the new people only",
  { data: "owned" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto("/candidates");
    await page.getByRole("link", { name: "Import candidates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import candidates" })).toBeVisible();
    await page.getByLabel("Roster file").setInputFiles(ownedExport("ats-export-wide-second.csv"));

    await expect(page.getByRole("status").filter({ hasText: "Mapping remembered" })).toBeVisible();
    await expect(page.getByLabel("First name column")).toHaveCount(0);
    await expect(rowCounts(page)).toContainText("6 rows");
    await expect(rowCounts(page)).toContainText("3 new");
    await expect(rowCounts(page)).toContainText("1 matched");
    await expect(rowCounts(page)).toContainText("2 need attention");
    const review = page.getByRole("table", { name: /Rows of the file/ });
    await expect(review.getByRole("row", { name: email("keiko.sato") })).toContainText("same email as row 5");
    await expect(review.getByRole("row", { name: /Liam O'Brien/ })).toContainText("Email must be an email address");

    // Starting is refused until every such row is fixed or left out; one is fixed, one left out.
    await page.getByRole("button", { name: "Review and import" }).click();
    await expect(page.getByText("2 rows need attention: fix or leave out.")).toBeVisible();
    await review.getByRole("button", { name: "Fix row 7" }).click();
    const fix = page.getByRole("dialog", { name: "Fix row 7" });
    await fix.getByLabel("Email").fill(email("liam.obrien"));
    await fix.getByRole("button", { name: "Save the row" }).click();
    await review.getByRole("button", { name: "Leave out row 6" }).click();
    await expect(rowCounts(page)).toContainText("4 new");
    await expect(rowCounts(page)).toContainText("1 left out");

    await page.getByRole("button", { name: "Review and import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import 4 new candidates" });
    await dialog.getByRole("button", { name: "Import 4 candidates" }).click();
    await expect(page).toHaveURL(/\/candidates\/import\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("progressbar", { name: "Rows done" })).toHaveAttribute("aria-valuenow", "6", {
      timeout: 45_000,
    });
    await expect(countOf(page, "Created")).toHaveText("4");
    await expect(countOf(page, "Already a candidate")).toHaveText("1");
    await expect(countOf(page, "Skipped")).toHaveText("1");
    const rows = page.getByRole("table", { name: /Rows of this job/ });
    await expect(rows.getByRole("row", { name: /Liam O'Brien/ })).toContainText("Created");
    await expect(rows.getByRole("row", { name: /same email as row 5/ })).toContainText("Skipped");

    await page.goto(`/candidates?q=keiko.sato.${GROUP}`);
    await expect(page.getByRole("table", { name: "Candidates" }).getByRole("row")).toHaveCount(2);
  },
);

journey(
  "semicolons in Windows-1252, Excel's UTF-16 text and a two-sheet workbook are read as they are",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto("/candidates/import");
    const file = page.getByLabel("Roster file");
    const preview = page.getByRole("table", { name: "The first rows as they will be sent" });

    await file.setInputFiles(fixture("excel-fr-semicolon-windows-1252.csv"));
    await expect(page.getByLabel(/^Encoding \(detected\)/)).toHaveValue("windows-1252");
    await expect(page.getByLabel(/^Separator \(detected\)/)).toHaveValue(";");
    await expect(preview.getByRole("row", { name: /Éloïse Dupré/ })).toContainText("eloise.dupre@example.test");
    await page.getByLabel(/^Encoding/).selectOption("utf-8");
    await expect(preview.getByRole("row").nth(1)).toContainText("\uFFFD");
    await expect(page.getByLabel(/^Encoding/)).toHaveValue("utf-8");

    await file.setInputFiles(fixture("excel-unicode-text.txt"));
    await expect(page.getByLabel(/^Encoding \(detected\), with byte-order mark/)).toHaveValue("utf-16le");
    await expect(page.getByLabel(/^Separator/)).toHaveValue("\t");
    await expect(preview).toContainText("李雷");

    await file.setInputFiles(fixture("two-sheets.xlsx"));
    await expect(page.getByText(/two-sheets\.xlsx · \d+ kB · 2 rows · Excel workbook/)).toBeVisible();
    await page.getByLabel(/^Sheet/).selectOption("Last quarter");
    await expect(page.getByText(/two-sheets\.xlsx · \d+ kB · 3 rows/)).toBeVisible();
    await expect(preview).toContainText("Olga Petrova");
  },
);
