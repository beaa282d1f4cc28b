import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/sign-in";

/** The sandbox's demo organization: ≈600 screens in every state, completed ones with results. */
const screens = (page: Page) => page.getByRole("table").locator("tbody tr:not([aria-hidden])");

/** The table renders only the rows in view; aria-rowcount says how many it has, its header row included. */
const expectScreenCount = (page: Page, count: number) => expect(page.getByRole("table")).toHaveAttribute("aria-rowcount", String(count + 1));

/** Opens the results of the first completed screen of a type on a 1000-row page (the whole demo list). */
async function openCompleted(page: Page, type: "Technical" | "Video") {
  await page.goto("/assessments?pageSize=1000&status=Completed");
  const row = screens(page).filter({ has: page.getByRole("cell", { name: type, exact: true }) }).first();
  const link = row.getByRole("link", { name: /^Results of/ });
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(/\/results\/int_/);
  return decodeURIComponent(href!.split("/").pop()!);
}

test("a recruiter pages through the assessments, changes the page size and filters a page by status", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assessments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assessments" })).toBeVisible();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(/Screens 1–100 of [\d,]+ · page 1 of \d+/);
  await expectScreenCount(page, 100);
  await expect(pagination.getByLabel("First page")).toHaveAttribute("aria-disabled", "true");

  await pagination.getByLabel("Per page").selectOption("25");
  await expect(page).toHaveURL(/pageSize=25/);
  await expectScreenCount(page, 25);
  await pagination.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2&pageSize=25/);
  await expect(pagination).toContainText(/Screens 26–50 of/);
  const total = Number((await pagination.textContent())!.match(/of ([\d,]+) ·/)![1]!.replace(/,/g, ""));
  await pagination.getByRole("link", { name: "Last page" }).click();
  const lastPage = Math.ceil(total / 25);
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}&pageSize=25`));
  await expect(pagination).toContainText(`page ${lastPage} of ${lastPage}`);
  await expect(pagination.getByLabel("Next page")).toHaveAttribute("aria-disabled", "true");
  await pagination.getByRole("link", { name: "First page" }).click();
  await expect(pagination).toContainText(/Screens 1–25 of/);

  await page.getByLabel("Status on this page").selectOption("Completed");
  await expect(page).toHaveURL(/status=Completed/);
  await expect(page.getByText(/Showing Completed screens on this page: \d+ of 25\. The service cannot filter by status/)).toBeVisible();
  const shown = await screens(page).count();
  for (let i = 0; i < shown; i++) {
    const row = screens(page).nth(i);
    if ((await row.textContent())?.includes("No Completed screens")) continue;
    await expect(row.getByText("Completed", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Results of/ })).toBeVisible();
  }
  // The filter travels with the pages.
  await pagination.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2&pageSize=25&status=Completed/);
  await expect(page.getByLabel("Status on this page")).toHaveValue("Completed");
});

test("page and page size out of range fall back with a note instead of failing", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await page.goto("/assessments?page=zero&pageSize=5000");
  await expect(page.getByText("“pageSize=5000” cannot be used (pageSize must be between 1 and 1000), so 1000 per page is shown instead.")).toBeVisible();
  await expect(page.getByText(/“page=zero” cannot be used .* so page 1 is shown instead\./)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByText(/^Screens 1–[\d,]+ of [\d,]+ · page 1 of \d+$/)).toBeVisible();

  await page.goto("/assessments?page=999&pageSize=100");
  await expect(page.getByText(/There is no page 999 at 100 per page; the last page, \d+, is shown instead\./)).toBeVisible();
  await expect(screens(page).first()).toBeVisible();
});

test("a completed technical screen shows score, analysis, settings and the integrity report, and its PDF downloads", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  const interviewId = await openCompleted(page, "Technical");

  await expect(page.getByRole("heading", { level: 1, name: /^Results of / })).toBeVisible();
  const score = page.getByRole("region", { name: "Score" });
  await expect(score).toContainText(/\d+(\.\d)? \/ 100/);
  const facts = page.getByRole("region", { name: "Screen" });
  await expect(facts).toContainText(/Time taken\s*\d+ (min \d\d )?s/);
  await expect(facts).toContainText(interviewId);
  await expect(page.getByRole("region", { name: "Settings in effect" })).toContainText(/External resources\s*(Closed|Open|AI-assisted)/);

  const chart = page.getByRole("table", { name: "Score per dimension, out of 100" });
  const dimensions = chart.locator("tbody tr");
  expect(await dimensions.count()).toBeGreaterThan(0);
  await expect(dimensions.first().getByRole("cell")).toHaveText(/^\d+(\.\d)?$/);
  const analysis = page.getByRole("region", { name: "Analysis by dimension" });
  await expect(analysis.getByRole("listitem").first()).toContainText(/\/ 100/);

  const integrity = page.getByRole("region", { name: /Integrity report/ });
  await expect(integrity.getByText(/^(Low|Medium|High) risk$|^Risk: /)).toBeVisible();
  const passing = integrity.getByText(/^Passing checks \(\d+\)$/);
  await passing.click();
  await expect(integrity.locator("details")).toHaveAttribute("open", "");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`results-${interviewId}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(file.length).toBeGreaterThan(1000);

  const response = await page.request.get(`/api/results/${encodeURIComponent(interviewId)}/pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="results-${interviewId}.pdf"`);
});

test("a result taken under other settings than the problem has now says so", async ({ page }) => {
  // Its own problem, candidate and completed screen, made through the sandbox's API with the demo key; the
  // problem is then changed the way a hiring manager would. Nothing here depends on what other tests did.
  const api = (method: "get" | "post" | "patch", path: string, data?: object) =>
    page.request[method](path, { headers: { "x-api-key": "sbx_acme_demo" }, data }).then(async (response) => {
      expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    });
  const stamp = Date.now();
  const { problemId } = await api("post", "/api/public/problems", {
    jobDescription: "Backend engineer: Python services, SQL and API design.",
    desiredTime: 45,
    problemTitle: `Settings drift ${stamp}`,
    externalResourceMode: "CLOSED",
  });
  await expect.poll(async () => (await api("get", `/api/public/problems/${problemId}`)).problem.status, { timeout: 20_000 }).toBe("Ready");
  const candidate = await api("post", "/api/public/candidates", { name: "Drift Person", email: `drift.${stamp}@example.test` });
  const { identifier: interviewId } = await api("post", "/api/public/assessments", { candidateIdentifier: candidate.identifier, problemId, shouldSendEmail: false });
  await api("post", `/api/sandbox/assessments/${interviewId}/advance`, { to: "Completed" });
  await api("patch", `/api/public/problems/${problemId}`, { externalResourceMode: "AI_ASSISTED" });

  await signInAs(page, "recruiter@sandbox.test");
  await page.goto(`/results/${interviewId}`);
  const settings = page.getByRole("region", { name: "Settings in effect" });
  await expect(settings).toContainText("External resourcesClosed: no external resources");
  await expect(settings).toContainText("Problem nowAI-assisted: a read-only AI agent is available");
  await expect(settings.getByRole("note")).toHaveText(
    "The problem has changed since: it is now AI-assisted, but this screen was taken under Closed. Read these results against the rules that applied then.",
  );
});

test("the share link is copied, and shown to copy by hand as well", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, "recruiter@sandbox.test");
  await openCompleted(page, "Technical");
  await page.getByRole("button", { name: "Copy share link" }).click();
  await expect(page.getByText("Copied. Anyone with this link can read the results:")).toBeVisible();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/^https?:\/\//);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("link", { name: "Open the shared results" })).toHaveAttribute("href", link);
});

test("an ungraded video screen says so instead of showing a score", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await openCompleted(page, "Video");
  await expect(page.getByRole("region", { name: "Score" })).toContainText("Ungraded video screen");
  await expect(page.getByRole("region", { name: "Score" })).not.toContainText("/ 100");
  await expect(page.getByRole("region", { name: "Analysis by dimension" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Integrity report/ })).toBeVisible();
});

test("a screen without results explains its status, and an unknown one is not found", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await page.goto("/assessments?pageSize=1000&status=Not+Started");
  const id = (await screens(page).first().locator("td.font-mono").textContent())!.trim();
  await page.goto(`/results/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "No results yet" })).toBeVisible();
  await expect(page.getByText("Not Started", { exact: true })).toBeVisible();
  await expect(page.getByText(/The screening service said: “.*not completed.*”/)).toBeVisible();

  await page.goto("/results/int_doesnotexist00000000");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
});

test("the PDF route refuses a visitor without a session and explains an unknown screen", async ({ page, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get("/api/results/int_anything/pdf");
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: "Your session has ended. Sign in again." });
  await anonymous.dispose();

  await signInAs(page, "recruiter@sandbox.test");
  const missing = await page.request.get("/api/results/int_doesnotexist00000000/pdf");
  expect(missing.status()).toBe(404);
  const body = await missing.json();
  expect(body.message).toMatch(/^Not found: /);
  expect(body.serviceMessage).toMatch(/int_doesnotexist00000000/);
});
