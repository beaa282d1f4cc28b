import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { signInAs } from "../support/sign-in";

/**
 * A hiring manager ranks the people who took a problem: sorts by a dimension, compares three (whose settings
 * differ: the problem's mode changed between them), advances one; the decision shows on the results page and
 * in the audit log, and the export has the rows of the screen, in its order.
 */
const KEY = { "x-api-key": "sbx_acme_demo" };
const api = async (request: APIRequestContext, method: "get" | "post" | "patch", path: string, data?: object) => {
  const response = await request[method](path, { headers: KEY, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
};

/** A problem of its own with 30 screens completed under Closed and 3 under AI-assisted, 2 left unfinished. */
async function seedCohort(request: APIRequestContext, stamp: string) {
  const { problemId } = await api(request, "post", "/api/public/problems", {
    jobDescription: "Backend engineer: Python services, SQL and API design.",
    desiredTime: 45,
    problemTitle: `Cohort journey ${stamp}`,
    externalResourceMode: "CLOSED",
  });
  await expect
    .poll(async () => (await api(request, "get", `/api/public/problems/${problemId}`)).problem.status, {
      timeout: 30_000,
    })
    .toBe("Ready");
  const screen = async (name: string, complete: boolean) => {
    const candidate = await api(request, "post", "/api/public/candidates", {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${stamp}@example.test`,
    });
    const { identifier } = await api(request, "post", "/api/public/assessments", {
      candidateIdentifier: candidate.identifier,
      problemId,
      shouldSendEmail: false,
    });
    if (complete) await api(request, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });
  };
  for (let i = 1; i <= 30; i++) await screen(`Closed Person ${i}`, true);
  for (let i = 1; i <= 2; i++) await screen(`Pending Person ${i}`, false);
  await api(request, "patch", `/api/public/problems/${problemId}`, { externalResourceMode: "AI_ASSISTED" });
  for (let i = 1; i <= 3; i++) await screen(`Assisted Person ${i}`, true);
  return { problemId, name: `Cohort journey ${stamp}` };
}

const rows = (page: Page) => page.getByRole("table", { name: "Candidates who took this problem" }).locator("tbody tr");

journey(
  "a hiring manager ranks, compares and advances from a cohort; the decision and the export follow",
  { data: "owned" },
  async ({ run, page, request, browser }) => {
    test.setTimeout(180_000);
    const { problemId } = await seedCohort(request, run.id);
    await signInAs(page, "manager@sandbox.test");
    const cohort = `/problems/${problemId}/cohort`;
    // Webhooks bring the screens and their results into the dashboard's copy within seconds.
    await expect(async () => {
      await page.goto(cohort);
      await expect(page.getByRole("heading", { name: "Scores of 33 people, by their latest screen" })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(rows(page)).toHaveCount(35);
    await expect(rows(page).filter({ hasText: "Pending Person 1" }).getByText("Not finished")).toBeVisible();
    await expect(page.getByText(/better than \d+ % of 33/).first()).toBeVisible();

    // With its four dimensions, every column fits 1280 px: the table does not scroll sideways.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByRole("table", { name: "Candidates who took this problem" });
    await expect(table.locator("thead th")).toHaveCount(5 + 4);
    const overflow = await table.locator("..").evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth);
    expect(overflow, "the cohort table scrolls sideways at 1280 px").toBeLessThanOrEqual(0);

    // Sort by the first scoring dimension: the best on it come first, unfinished screens last.
    const header = table.locator("thead th").nth(5);
    const dimension = (await header.textContent())!.replace(/[↕▲▼]|, sort.*$/g, "").trim();
    await header.getByRole("link").click();
    await expect(page).toHaveURL(/sort=dim%3A|sort=dim:/);
    const values = (await rows(page).locator("td:nth-child(6)").allTextContents())
      .filter((v) => /\d/.test(v))
      .map(Number);
    expect(values.length).toBe(33);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(dimension.length).toBeGreaterThan(0);

    // Three to compare: two taken under Closed, one under AI-assisted.
    for (const name of ["Closed Person 1", "Closed Person 2", "Assisted Person 1"])
      await page.getByRole("checkbox", { name: `Select ${name}`, exact: true }).check();
    await expect(page.getByText("3 selected", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Compare 3" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Compare 3 candidates" })).toBeVisible();
    const warning = page.getByRole("alert").filter({ hasText: "These scores were not taken under the same rules" });
    await expect(warning).toContainText("External resources differ");
    await expect(page.getByRole("table", { name: "Score per dimension and candidate, out of 100" })).toBeVisible();

    // Advance one of them, with a reason.
    const decide = page.getByRole("region", { name: "Decide" });
    await decide.getByRole("checkbox", { name: "Closed Person 2" }).uncheck();
    await decide.getByRole("checkbox", { name: "Assisted Person 1" }).uncheck();
    await decide.getByLabel("Reason (recorded on each result)").fill("Strongest on every dimension");
    await decide.getByRole("button", { name: "Advance 1 selected" }).click();
    await expect(page.getByText("Advance: recorded for 1 candidate.")).toBeVisible();
    const advanced = page.locator("thead th").filter({ hasText: "Closed Person 1" }).getByRole("link");
    await expect(page.getByRole("row", { name: /^Decisions/ })).toContainText(
      "advance · Maya Manager: Strongest on every dimension",
    );

    await advanced.click();
    await expect(page).toHaveURL(/\/results\/int_/);
    const interviewId = decodeURIComponent(page.url().split("/").pop()!);
    await expect(page.getByText(/better than \d+ % of the 33 people graded on this problem/)).toBeVisible();
    await expect(page.getByText("Strongest on every dimension")).toBeVisible();

    const admin = await browser.newPage();
    await signInAs(admin, "admin@sandbox.test");
    await admin.goto(`/settings/audit?action=decision.set&target=${interviewId}`);
    await expect(admin.locator("li code", { hasText: "decision.set" })).toHaveCount(1);
    await expect(admin.getByText("manager@sandbox.test")).toBeVisible();
    await admin.close();

    // The export: the same rows as the screen, in its order, with the dimension as a column.
    await page.goto(`${cohort}?sort=score&dir=desc`);
    // The table streams in after the page's shell: wait for its rows before reading them.
    await expect(rows(page)).toHaveCount(35);
    const names = (await rows(page).locator("td:nth-child(3) > a").allTextContents()).map((n) => n.trim());
    const csv = await (await page.request.get(`${cohort}/export?sort=score&dir=desc`)).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain(dimension);
    expect(lines).toHaveLength(1 + 35);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(names);
  },
);

/**
 * A problem of its own taken by two people, one of them again and again until their latest score is below an
 * earlier one (scores are the sandbox's, decided per screen), so the latest and the best screen differ.
 */
async function seedRetakes(request: APIRequestContext, stamp: string) {
  const { problemId } = await api(request, "post", "/api/public/problems", {
    jobDescription: "Data engineer: SQL, pipelines and data modelling.",
    desiredTime: 30,
    problemTitle: `Retakes journey ${stamp}`,
  });
  await expect
    .poll(async () => (await api(request, "get", `/api/public/problems/${problemId}`)).problem.status, {
      timeout: 30_000,
    })
    .toBe("Ready");
  const take = async (candidateIdentifier: string) => {
    const { identifier } = await api(request, "post", "/api/public/assessments", {
      candidateIdentifier,
      problemId,
      shouldSendEmail: false,
    });
    await api(request, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });
    return (await api(request, "get", `/api/public/results/${identifier}`)).score as number;
  };
  const person = async (name: string) =>
    (
      await api(request, "post", "/api/public/candidates", {
        name,
        email: `${name.replace(/\W+/g, ".")}.${stamp}@example.test`,
      })
    ).identifier as string;
  await take(await person("Single Person"));
  const retaker = await person("Retake Person");
  const scores = [await take(retaker), await take(retaker)];
  while (scores.at(-1)! >= Math.max(...scores.slice(0, -1)) && scores.length < 8) scores.push(await take(retaker));
  expect(scores.at(-1)!, "the latest screen scores below an earlier one").toBeLessThan(Math.max(...scores));
  return { problemId, scores };
}

journey(
  "a person who retook a problem shows once, by their latest or best screen, and a phone shows the score first",
  { data: "owned" },
  async ({ run, page, request, browser }) => {
    test.setTimeout(180_000);
    const { problemId, scores } = await seedRetakes(request, run.id);
    const latest = scores.at(-1)!.toFixed(1);
    const best = Math.max(...scores).toFixed(1);
    await signInAs(page, "manager@sandbox.test");
    await page.setViewportSize({ width: 1280, height: 900 });
    const cohort = `/problems/${problemId}/cohort`;
    const retaker = rows(page).filter({ hasText: "Retake Person" });
    // Webhooks bring every screen into the dashboard's copy within seconds.
    await expect(async () => {
      await page.goto(cohort);
      await expect(retaker.getByText(`screen ${scores.length} of ${scores.length}`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });

    // One row per person, the retake marked, the latest screen shown and counted.
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText("2 people, 1 with retakes")).toBeVisible();
    await expect(retaker.getByText(`Retake · screen ${scores.length} of ${scores.length}`)).toBeVisible();
    await expect(retaker.locator("td").nth(1)).toContainText(latest);
    // Decisions are on screen at 1280 px without scrolling sideways.
    const decisions = page.getByRole("columnheader", { name: "Decisions" });
    expect((await decisions.boundingBox())!.x + (await decisions.boundingBox())!.width).toBeLessThanOrEqual(1280);

    // The best screen instead: its score, and the others in the disclosure with theirs.
    // The radio is drawn as a segment: its label takes the click.
    await page.locator("label", { hasText: "Best screen" }).click();
    await expect(page.getByRole("radio", { name: "Best screen" })).toBeChecked();
    await expect(page).toHaveURL(/pick=best/);
    await expect(retaker.locator("td").nth(1)).toContainText(best);
    await expect(retaker.getByText(/^Retake(n)? · screen \d of \d$/)).toBeVisible();
    await retaker.getByText(/screen \d of \d/).click();
    const others = retaker.getByRole("list", { name: "Their other screens of this problem" });
    await expect(others.getByRole("listitem")).toHaveCount(scores.length - 1);
    await expect(others).toContainText(latest);

    // On a phone the score is the first thing of the row, inside the screen.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(phone, "manager@sandbox.test");
    await phone.goto(`${cohort}?pick=best`);
    const score = rows(phone).filter({ hasText: "Retake Person" }).locator("td").nth(1);
    await expect(score).toContainText(best);
    await score.scrollIntoViewIfNeeded();
    const box = (await score.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.close();
  },
);
