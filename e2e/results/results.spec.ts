import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";
import { queryE2eDatabase } from "../support/database";

/** The sandbox's demo organization: ≈600 screens in every state, completed ones with results. */
const screens = (page: Page) => page.getByRole("table", { name: "Screens" }).locator("tbody tr");

/**
 * Opens the results of a completed screen from the screens list: a technical one has a score, an ungraded
 * video screen says so in the score column.
 */
async function openCompleted(page: Page, type: "Technical" | "Video") {
  // A page of rows, never a thousand: the best-scored screens first, or one video problem's completed screens.
  if (type === "Technical") await page.goto("/assessments?status=Completed&sort=score&dir=desc");
  else {
    await page.goto("/assessments?status=Completed");
    await page.getByLabel("Problem").selectOption({ label: "Engineering Manager Video Screen" });
    await expect(page).toHaveURL(/[?&]problem=/);
  }
  const score = type === "Technical" ? /^\d+\.\d$/ : /^Ungraded$/;
  const row = screens(page)
    .filter({ has: page.getByRole("cell", { name: score }) })
    .first();
  const link = row.getByRole("link", { name: /^Results of/ });
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(/\/results\/int_/);
  return decodeURIComponent(href!.split("/").pop()!);
}

journey(
  "a completed technical screen shows score, analysis, settings and the integrity report, and its PDF downloads",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    const interviewId = await openCompleted(page, "Technical");

    const heading = page.getByRole("heading", { level: 1, name: /^Results of / });
    await expect(heading).toBeVisible();
    // The tab names the candidate and the problem, so ten open results can be told apart.
    const candidateName = (await heading.innerText()).replace(/^Results of /, "");
    await expect(page).toHaveTitle(
      new RegExp(`^${candidateName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · .+ · Screening dashboard$`),
    );
    const score = page.getByRole("region", { name: "Score" });
    await expect(score).toContainText(/\d+(\.\d)? \/ 100/);
    const facts = page.getByRole("region", { name: "Screen" });
    await expect(facts).toContainText(/Time taken\s*\d+ (min \d\d )?s/);
    await expect(facts).toContainText(interviewId);
    await expect(page.getByRole("region", { name: "Settings in effect" })).toContainText(
      /External resources\s*(Closed|Open|AI-assisted)/,
    );

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

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`results-${interviewId}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.length).toBeGreaterThan(1000);

    const response = await page.request.get(`/api/results/${encodeURIComponent(interviewId)}/pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="results-${interviewId}.pdf"`);
  },
);

journey(
  "a PDF the service cannot give says what happened, beside the button and as a page of its own",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    const interviewId = await openCompleted(page, "Technical");
    await expect(page.getByRole("heading", { level: 1, name: /^Results of / })).toBeVisible();
    const faults = (errorRate: number) =>
      page.request.post("/api/sandbox/faults", { headers: { "x-api-key": "sbx_acme_demo" }, data: { errorRate } });
    expect((await faults(1)).status()).toBe(200);
    try {
      await page.getByRole("link", { name: "Download PDF" }).click();
      // The client's retries (Retry-After 1 s) come first; then the route's own words, the service's reason with them.
      await expect(page.getByRole("alert").filter({ hasText: "The service said" })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1, name: /^Results of / })).toBeVisible();

      const response = await page.goto(`/api/results/${encodeURIComponent(interviewId)}/pdf`);
      expect([429, 502]).toContain(response!.status());
      // Its own policy, so the page's inline style applies (and nothing else loads or runs).
      expect(response!.headers()["content-security-policy"]).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      await expect(page.getByRole("heading", { name: /^The results PDF could not be downloaded: / })).toBeVisible();
      await expect(page.getByText(/^The service said: /)).toBeVisible();
      await page.getByRole("link", { name: "Back to the results" }).click();
      await expect(page).toHaveURL(new RegExp(`/results/${encodeURIComponent(interviewId)}$`));
    } finally {
      await faults(0);
    }
  },
);

journey(
  "a result taken under other settings than the problem has now says so",
  { data: "owned" },
  async ({ run, page }) => {
    // Its own problem, candidate and completed screen, made through the sandbox's API with the demo key; the
    // problem is then changed the way a hiring manager would. Nothing here depends on what other tests did.
    const api = (method: "get" | "post" | "patch", path: string, data?: object) =>
      page.request[method](path, { headers: { "x-api-key": "sbx_acme_demo" }, data }).then(async (response) => {
        expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
        return response.json();
      });
    const stamp = run.id;
    const { problemId } = await api("post", "/api/public/problems", {
      jobDescription: "Backend engineer: Python services, SQL and API design.",
      desiredTime: 45,
      problemTitle: `Settings drift ${stamp}`,
      externalResourceMode: "CLOSED",
    });
    await expect
      .poll(async () => (await api("get", `/api/public/problems/${problemId}`)).problem.status, { timeout: 20_000 })
      .toBe("Ready");
    const candidate = await api("post", "/api/public/candidates", {
      name: "Drift Person",
      email: `drift.${stamp}@example.test`,
    });
    const { identifier: interviewId } = await api("post", "/api/public/assessments", {
      candidateIdentifier: candidate.identifier,
      problemId,
      shouldSendEmail: false,
    });
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
  },
);

journey(
  "only admins may reveal the service's own link, behind a warning that it cannot be revoked",
  { data: "read-only" },
  async ({ page, context, browser }) => {
    const recruiterContext = await browser.newContext();
    const recruiter = await recruiterContext.newPage();
    await signInAs(recruiter, "recruiter@sandbox.test");
    await openCompleted(recruiter, "Technical");
    await expect(recruiter.getByRole("region", { name: "Share" })).toBeVisible();
    await expect(recruiter.getByText("The service's own link (admins)")).toHaveCount(0);
    await recruiterContext.close();

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, "admin@sandbox.test");
    await openCompleted(page, "Technical");
    await page.getByText("The service's own link (admins)").click();
    await expect(page.getByText(/This link cannot be revoked/)).toBeVisible();
    await page.getByRole("button", { name: "Reveal the service's link" }).click();
    await expect(page.getByText("Copied. Anyone with this link can read the results, for good:")).toBeVisible();
    const link = await page.getByLabel("The service's share link").inputValue();
    expect(link).toMatch(/^https?:\/\/.+\/share\/results\//);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByRole("link", { name: "Open the service's page" })).toHaveAttribute("href", link);
  },
);

journey(
  "Issue a retake… says what it will issue and send before it does, and Go back issues nothing",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    const interviewId = await openCompleted(page, "Technical");
    const retakesBefore = await queryE2eDatabase(`SELECT 1 FROM result_retake WHERE "originalInterviewId" = $1`, [
      interviewId,
    ]);
    await page.getByRole("button", { name: "Issue a retake…" }).click();
    const dialog = page.getByRole("dialog", { name: "Issue a retake" });
    await expect(dialog).toContainText(/A new screen of .+ for this candidate, linked to this result/);
    await expect(dialog.getByRole("button", { name: "Issue and email the candidate" })).toBeVisible();
    await dialog.getByLabel("Email the candidate their invitation").uncheck();
    await expect(dialog).toContainText("Nothing is sent: you give the candidate the screen's link yourself.");
    await dialog.getByLabel("Language of the invitation").selectOption("fr");
    await expect(dialog.getByRole("button", { name: "Issue without an email" })).toBeVisible();
    await page.screenshot({ path: "test-results/retake-dialog-1440.png" });
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
    expect(
      await queryE2eDatabase(`SELECT 1 FROM result_retake WHERE "originalInterviewId" = $1`, [interviewId]),
    ).toHaveLength(retakesBefore.length);
  },
);

journey("an ungraded video screen says so instead of showing a score", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await openCompleted(page, "Video");
  await expect(page.getByRole("region", { name: "Score" })).toContainText("Ungraded video screen");
  await expect(page.getByRole("region", { name: "Score" })).not.toContainText("/ 100");
  await expect(page.getByRole("region", { name: "Analysis by dimension" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Integrity report/ })).toBeVisible();
});

journey(
  "a screen without results explains its status, and an unknown one is not found",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    const listed = await page.request.get("/api/public/assessments?pageSize=1000", {
      headers: { "x-api-key": "sbx_acme_demo" },
    });
    const { assessments } = (await listed.json()) as { assessments: Array<{ identifier: string; status: string }> };
    const id = assessments.find((a) => a.status === "Not Started")!.identifier;
    await page.goto(`/results/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "No results yet" })).toBeVisible();
    await expect(page.getByText("Not Started", { exact: true })).toBeVisible();
    await expect(page.getByText(/The screening service said: “.*not completed.*”/)).toBeVisible();

    await page.goto("/results/int_doesnotexist00000000");
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  },
);

journey(
  "the PDF route refuses a visitor without a session and explains an unknown screen",
  { data: "read-only" },
  async ({ page, playwright, baseURL }) => {
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
  },
);
