import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { foldText } from "../../lib/sync/mirror/fold";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";

/** Lists read the dashboard's mirror a page at a time; search, sort and paging happen on the server. */
const bodyRows = (page: Page, table: string) => page.getByRole("table", { name: table }).locator("tbody tr");
const api = (page: Page, method: "get" | "post", path: string, data?: object) =>
  page.request[method](path, { headers: { "x-api-key": "sbx_acme_demo" }, data }).then(async (response) => {
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  });

test.beforeEach(async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
});

journey(
  "the candidates list pages, searches and sorts on the server, with its state in the URL",
  { data: "read-only" },
  async ({ page }) => {
    await page.goto("/candidates?size=50");
    const rows = bodyRows(page, "Candidates");
    await expect(rows).toHaveCount(50);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText(/^1–50 of [\d,]+ candidates/);
    const firstPageFirst = await rows.first().textContent();

    await pages.getByRole("link", { name: "Next →" }).click();
    await expect(pages).toContainText(/51–100 of [\d,]+ candidates/);
    await expect(page).toHaveURL(/after=/);
    await expect(rows).toHaveCount(50);
    expect(await rows.first().textContent()).not.toBe(firstPageFirst);
    await pages.getByRole("link", { name: "← Previous" }).click();
    await expect(pages).toContainText(/^1–50 of/);
    await expect(rows.first()).toHaveText(firstPageFirst!);

    // Sorting by name: the first row is the alphabetically first name of the whole organization, not of a page.
    await page.getByRole("columnheader", { name: /Name/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await page.getByRole("columnheader", { name: /Name/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    const names = await rows.locator("td:first-child").allTextContents();
    const folded = names.map(foldText);
    expect(folded).toEqual([...folded].sort());

    // Searching by part of a name, through the whole organization.
    await page.getByLabel("Search").fill("patel");
    await expect(page).toHaveURL(/q=patel/);
    await expect(pages).toContainText(/matching candidates/);
    const matches = await rows.allTextContents();
    expect(matches.length).toBeGreaterThan(0);
    for (const row of matches) expect(row.toLowerCase()).toContain("patel");
    await expect(page).not.toHaveURL(/after=/);

    // The URL alone brings the same list back.
    await page.reload();
    await expect(page.getByLabel("Search")).toHaveValue("patel");
    // Waits for the rows to stream in after the reload, then holds them to the same texts in the same order.
    await expect(rows).toHaveText(matches);
  },
);

journey(
  "a screen completed in the sandbox appears in the lists without a reload",
  { data: "owned" },
  async ({ run, page }) => {
    const stamp = run.id;
    const candidate = await api(page, "post", "/api/public/candidates", {
      name: `Live List ${stamp}`,
      email: `live.${stamp}@example.test`,
    });
    const listed = await api(page, "get", "/api/public/assessments?pageSize=1");
    const problemId = listed.assessments[0].problemId as string;
    const { identifier } = await api(page, "post", "/api/public/assessments", {
      candidateIdentifier: candidate.identifier,
      problemId,
      shouldSendEmail: false,
    });

    await page.goto(`/assessments?q=${stamp}`);
    const row = bodyRows(page, "Screens").filter({ hasText: `Live List ${stamp}` });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByText("Not Started")).toBeVisible();

    await api(page, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });
    await expect(row.getByText("Completed", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole("link", { name: /^Results of/ })).toBeVisible();
    await expect(row.getByRole("cell").filter({ hasText: /^(\d+\.\d|Ungraded)$/ })).toHaveCount(1);
  },
);

journey(
  "the screens list answers which screens completed since a day, best score first",
  { data: "read-only" },
  async ({ page }) => {
    await page.goto("/assessments");
    await page.getByLabel("Status").selectOption("Completed");
    await expect(page).toHaveURL(/status=Completed/);
    await page.getByLabel("…or since the day").fill("2020-01-01");
    await expect(page).toHaveURL(/since=2020-01-01/);
    await page.getByRole("columnheader", { name: /Score/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=score&dir=desc/);
    const scores = (await bodyRows(page, "Screens").locator("td:nth-child(6)").allTextContents())
      .filter((s) => /\d/.test(s))
      .map(Number);
    expect(scores.length).toBeGreaterThan(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  },
);

journey("the screens list shows and filters by the team's decision", { data: "owned" }, async ({ run, page }) => {
  const stamp = run.id;
  const candidate = await api(page, "post", "/api/public/candidates", {
    name: `Decided List ${stamp}`,
    email: `decided.${stamp}@example.test`,
  });
  const listed = await api(page, "get", "/api/public/assessments?pageSize=1");
  const { identifier } = await api(page, "post", "/api/public/assessments", {
    candidateIdentifier: candidate.identifier,
    problemId: listed.assessments[0].problemId,
    shouldSendEmail: false,
  });
  await api(page, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });

  await page.goto(`/assessments?q=${stamp}&decision=undecided`);
  const row = bodyRows(page, "Screens").filter({ hasText: `Decided List ${stamp}` });
  await expect(row.getByRole("link", { name: /^Results of/ })).toBeVisible({ timeout: 15_000 });

  await row.getByRole("link", { name: /^Results of/ }).click();
  const review = page.getByRole("complementary", { name: "Review" });
  await review.getByLabel("Your decision").selectOption("advance");
  await review.getByLabel("Reason", { exact: true }).fill("Clean report, strong score.");
  await review.getByRole("button", { name: "Save decision" }).click();
  await expect(review.getByText("1 advance")).toBeVisible();

  await page.goto(`/assessments?q=${stamp}&decision=undecided`);
  await expect(page.getByText("No screen matches these filters.")).toBeVisible();
  await page.getByLabel("Decision").selectOption("advance");
  await expect(page).toHaveURL(/decision=advance/);
  await expect(row.getByRole("cell").filter({ hasText: /^Advance$/ })).toHaveCount(1);
});

journey(
  "the overview says what completed since the reader's last visit, linked to exactly those screens",
  { data: "owned" },
  async ({ run, page }) => {
    await page.goto("/");
    const news = page.getByRole("region", { name: /New since your last visit/ });
    await expect(news).toBeVisible();

    // The recruiter's last look an hour ago, with no visit before it: the next look starts a new visit from there.
    await queryE2eDatabase(
      `UPDATE "User" SET overview_seen_at = now() - interval '1 hour', overview_baseline_at = NULL WHERE email = $1`,
      ["recruiter@sandbox.test"],
    );
    const stamp = run.id;
    const candidate = await api(page, "post", "/api/public/candidates", {
      name: `While Away ${stamp}`,
      email: `away.${stamp}@example.test`,
    });
    const listed = await api(page, "get", "/api/public/assessments?pageSize=1");
    const { identifier } = await api(page, "post", "/api/public/assessments", {
      candidateIdentifier: candidate.identifier,
      problemId: listed.assessments[0].problemId,
      shouldSendEmail: false,
    });
    await api(page, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });
    await expect
      .poll(
        () =>
          queryE2eDatabase(`SELECT 1 FROM mirror_screen WHERE id = $1 AND "completedAt" IS NOT NULL`, [
            identifier,
          ]).then((r) => r.length),
        { timeout: 15_000 },
      )
      .toBe(1);

    await page.reload();
    await expect(news.getByRole("heading")).toHaveText(/^New since your last visit, \d+ \w+ \d{4}, \d\d:\d\d/);
    const heading = await news.getByRole("heading").textContent();
    // A reload within the visit keeps its start.
    await page.reload();
    await expect(news.getByRole("heading")).toHaveText(heading!);

    await news.getByRole("link", { name: /screens? completed/ }).click();
    await expect(page).toHaveURL(/\/assessments\?since=.+&sort=completedAt/);
    await expect(bodyRows(page, "Screens").filter({ hasText: `While Away ${stamp}` })).toHaveCount(1);
  },
);
