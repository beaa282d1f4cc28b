import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { admin } from "./support/setup";

/**
 * A tour of every page and the main actions against a server the dashboard did not write: a Prism mock of its
 * OpenAPI document answering random schema-valid values on every call. Nothing the mock says may break a page:
 * no error boundary, no 5xx from the dashboard, and an answer the dashboard cannot use explained in words.
 */
test.describe.configure({ mode: "serial" });

const lists = [
  "/",
  "/candidates",
  "/assessments",
  "/integrity",
  "/analytics",
  "/problems",
  "/bulk",
  "/bulk/new",
  "/candidates/import",
  "/problems/new",
];
const settings = [
  "/settings",
  "/settings/account",
  "/settings/api",
  "/settings/audit",
  "/settings/sync",
  "/settings/users",
  "/settings/webhooks",
  "/docs/api",
];
/** Rounds of the detail pages and actions: each call to the mock answers something new. */
const rounds = 3;

const serverErrors: string[] = [];

test.beforeEach(async ({ page, baseURL }) => {
  page.on("response", (response) => {
    if (response.url().startsWith(baseURL!) && response.status() >= 500)
      serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
});

test.afterEach(() => {
  const seen = serverErrors.splice(0);
  expect(seen, "responses of the dashboard with a 5xx status").toEqual([]);
});

/** The page rendered: no error boundary, no crash screen, no "Something went wrong" (an error nobody explained). */
async function expectUsable(page: Page, what: string) {
  await expect(page.locator("main, body").first()).toBeVisible();
  const body = page.locator("body");
  await expect(body, what).not.toContainText("This page could not be shown");
  await expect(body, what).not.toContainText("Application error");
  await expect(body, what).not.toContainText("Something went wrong");
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status() ?? 0, path).toBeLessThan(500);
  await expectUsable(page, path);
}

/** A toast said what became of an action, in words. */
async function expectToast(page: Page, what: string) {
  const toast = page.locator("[data-sonner-toast]").last();
  await expect(toast, what).toBeVisible();
  await expect(toast, what).toHaveText(/\w{3,}/);
  await expect(toast, what).not.toContainText("Something went wrong");
  await expectUsable(page, what);
}

/** Links on the current page whose path starts with `prefix`, at most `count`. */
async function hrefs(page: Page, prefix: string, count: number) {
  const all = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(all)].filter((href) => href !== prefix && !href.startsWith(`${prefix}new`)).slice(0, count);
}

test("the first reconcile of the mock's random pages ends, and lists and settings render", async ({ page }) => {
  // Ends whatever the mock's pagination claims: the pager stops at a short page and at a bound from totalItems.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/health?ready")).json()) as { sync?: { lastCompletedAt: string | null } })
          .sync?.lastCompletedAt ?? null,
      {
        timeout: 60_000,
      },
    )
    .not.toBeNull();
  for (const path of [...lists, ...settings]) await visit(page, path);
});

test("create a candidate, issue a screen, report an IP and run Scout", async ({ page }) => {
  const resume = await PDFDocument.create();
  resume.addPage().drawText("Independent tour resume");
  const pdf = Buffer.from(await resume.save());
  let acted = 0;
  for (let round = 1; round <= rounds; round++) {
    await visit(page, "/candidates");
    await page.getByRole("button", { name: "New candidate" }).click();
    const dialog = page.getByRole("dialog", { name: "New candidate" });
    await dialog.getByLabel("Full name").fill(`Tour Person ${round}`);
    await dialog.getByLabel("Email").fill(`tour.person.${round}.${Date.now()}@example.test`);
    await dialog.getByRole("button", { name: "Create candidate" }).click();
    // The mock names a random identifier: the dashboard opens that candidate or explains why it cannot.
    const opened = () => /^\/candidates\/(?!import)[^/]+$/.test(new URL(page.url()).pathname);
    await expect
      .poll(async () => opened() || (await page.locator('[data-sonner-toast][data-type="error"]').count()) > 0)
      .toBe(true);
    await expectUsable(page, `candidate created, round ${round}`);
    if (!opened()) continue;
    const issue = page.getByRole("button", { name: "Issue screen" });
    // The page's own alert (an answer it cannot use, explained), not Next's route announcer, which is an alert too.
    await expect(issue.or(page.getByRole("main").getByRole("alert")).first()).toBeVisible();
    if (!(await issue.isVisible())) continue;
    acted += 1;

    const problem = page.getByLabel("Problem");
    const choices = await problem
      .locator("option:not([disabled])")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    const choice = choices[round % Math.max(1, choices.length)];
    if (choice) {
      await problem.selectOption(choice);
      await page.getByRole("button", { name: "Issue screen" }).click();
      await expectToast(page, `issue a screen, round ${round}`);
    }

    await page.getByLabel("IP address", { exact: true }).fill("8.8.8.8");
    await page.getByLabel("Observed at").fill("2026-11-20T10:30:00");
    await page.getByRole("button", { name: "Report IP" }).click();
    await expectToast(page, `report an IP, round ${round}`);

    await page.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/in/tour-person");
    await page.getByLabel("Resumes").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Run Scout" }).click();
    await expectToast(page, `run Scout, round ${round}`);

    await page.reload();
    await expectUsable(page, `candidate page after the actions, round ${round}`);
  }
  expect(acted, "rounds that reached a candidate's page and its actions").toBeGreaterThan(0);
  await visit(page, "/candidates");
  for (const href of await hrefs(page, "/candidates/", rounds)) await visit(page, href);
  await visit(page, `/candidates/by-email?email=${encodeURIComponent("someone@example.test")}`);
});

test("add problems by id, open them, their cohort and a comparison", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await visit(page, "/problems");
    await page.getByLabel("Add by id").fill(`prob_tour_${round}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("alert").or(main.getByRole("status")).or(page.locator("[data-sonner-toast]")).first(),
    ).toBeVisible();
    await expectUsable(page, `add a problem by id, round ${round}`);
  }
  await visit(page, "/problems");
  const problems = await hrefs(page, "/problems/", rounds + 2);
  expect(problems.length, "problems listed after adding by id").toBeGreaterThan(0);
  for (const href of problems) {
    await visit(page, href);
    await visit(page, `${href}/cohort`);
    const rows = page.locator('tbody input[type="checkbox"]');
    if ((await rows.count()) >= 2) {
      await rows.nth(0).check();
      await rows.nth(1).check();
      await page
        .getByRole("link", { name: /Compare/ })
        .first()
        .click();
      await page.waitForURL(/\/cohort\/compare/);
      await expectUsable(page, `compare on ${href}`);
    } else {
      await visit(page, `${href}/cohort/compare?ids=a,b`);
    }
    const exported = await page.request.get(`${href}/cohort/export`);
    expect(exported.status(), `${href}/cohort/export`).toBeLessThan(500);
  }
});

test("results pages, their PDF and share link", async ({ page }) => {
  await visit(page, "/assessments");
  // Screens the mock lists are rarely "Completed" (its statuses are random), so results are also opened by id.
  const byId = Array.from({ length: rounds + 2 }, (_, i) => `/results/${encodeURIComponent(`int tour ${i}`)}`);
  const results = [...(await hrefs(page, "/results/", rounds)), ...byId];
  let shown = 0;
  for (const href of results) {
    await visit(page, href);
    const pdf = page.getByRole("link", { name: "Download PDF" });
    if (await pdf.count()) {
      shown += 1;
      const response = await page.request.get((await pdf.getAttribute("href"))!);
      expect(response.status(), `PDF of ${href}`).toBeLessThan(500);
    }
    const share = page.getByRole("button", { name: "Copy share link" });
    if (await share.count()) {
      await share.click();
      await expect(page.getByLabel("Share link").or(page.locator("[data-sonner-toast]")).first()).toBeVisible();
      await expectUsable(page, `share link of ${href}`);
    }
  }
  expect(shown, "results pages that showed results").toBeGreaterThan(0);
  const pdf = await page.request.get("/api/results/int_tour_1/pdf");
  expect(pdf.status(), "PDF route").toBe(200);
  expect(pdf.headers()["content-disposition"]).toContain('filename="results-int_tour_1.pdf"');
});

/** A number the last full reconcile's card on Settings → Sync states. */
async function lastRun(page: Page, fact: string) {
  const card = page.getByRole("region", { name: "Last full reconcile" });
  const text = await card.locator("dt", { hasText: fact }).locator("+ dd").innerText();
  return Number(/^[\d,]+/.exec(text)?.[0].replace(/,/g, "") ?? NaN);
}

test("lists after the tour's writes, and the reconciles since stay cheap", async ({ page }) => {
  for (const path of lists) await visit(page, path);
  await visit(page, "/settings/sync");
  // Every reconcile reads each registered problem again. Keyed by the id the mock answered (a new one on every
  // read) the registry doubled with each run; keyed by the id asked it grows only by the problems screens name.
  expect(await lastRun(page, "Problems read"), "problems read by the last reconcile").toBeLessThan(150);
  expect(await lastRun(page, "API calls spent"), "API calls of the last reconcile").toBeLessThan(250);
  // The mock's identifiers have spaces: each page asked for the id in its URL, encoded once (never `%2520`).
  await visit(page, "/settings/api");
  await expect(page.getByRole("table").first()).toContainText("%20");
  await expect(page.getByRole("table").first()).not.toContainText("%25");
});
