import { expect, journey, test, type ResetFixtures } from "../support/journey";
import { greenhouseNotConnected } from "../support/greenhouse";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";
import { until } from "../../testing/until";
import { expectWrittenBack } from "../support/written-back";

/**
 * In sandbox mode an admin connects the sandbox Greenhouse (mounted in the app, app/api/sandbox-systems) with one
 * click, adds an application of the journey's own on its page and moves it to the rule's stage: the sandbox
 * Greenhouse sends its signed web hook, the rule issues a screen, the candidate appears; the screen is completed
 * with the sandbox control API, and the dashboard's note comes back to the sandbox Greenhouse's page.
 */
journey(
  "connect the sandbox Greenhouse in one click, move an application, and see the screen issued and its note come back",
  { data: "owned", reset: greenhouseNotConnected },
  async ({ run, page }) => {
    test.setTimeout(180_000);
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings/integrations/greenhouse");
    await page.getByRole("button", { name: "Connect the sandbox Greenhouse" }).click();
    await expect(page.getByText(/Senior Backend Engineer, stage Screening now issues /)).toBeVisible();
    await expect(page.getByText("Connected to the sandbox Greenhouse.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("API base URL")).toHaveValue(/\/api\/sandbox-systems\/greenhouse$/);
    const rule = page.getByRole("table", { name: "Stage rules" }).getByRole("row", { name: /4101 Screening/ });
    await expect(rule).toBeVisible();

    await page.getByRole("link", { name: "Open the sandbox Greenhouse" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sandbox Greenhouse" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Priya Raman" })).toBeVisible();
    const name = `Ada ${run.id}`;
    await page.getByLabel("Job").selectOption({ label: "Senior Backend Engineer" });
    await page.getByLabel("Candidate name").fill(name);
    await page.getByLabel("Candidate email").fill(run.email("ada"));
    await page.getByRole("button", { name: "Add application" }).click();
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Application Review");
    await card.getByLabel(`Stage for ${name}`).selectOption("Screening");
    await card.getByRole("button", { name: `Move to stage for ${name}` }).click();
    await expect(page.getByText(`${name} moved to Screening; the dashboard accepted its web hook.`)).toBeVisible();
    await expect(card).toContainText("Senior Backend Engineer · Screening");

    // The rule issued a screen: the candidate is in the dashboard.
    const applicationId = (await card.getByText(/^id \d+$/).innerText()).replace("id ", "");
    const interviewId = await until(
      "the screen the rule issued",
      async () =>
        (
          await queryE2eDatabase<{ interviewId: string | null }>(
            `SELECT "interviewId" FROM ats_application_screen WHERE ats = 'greenhouse' AND "applicationId" = $1`,
            [applicationId],
          )
        )[0]?.interviewId,
      60_000,
      { intervalMs: 500 },
    );
    await page.goto(`/candidates?q=${encodeURIComponent(run.email("ada"))}`);
    await expect(page.getByRole("link", { name })).toBeVisible();

    // Completed through the sandbox control API: the note comes back to the sandbox Greenhouse.
    const advanced = await page.request.post(`/api/sandbox/assessments/${interviewId}/advance`, {
      headers: { "x-api-key": "sbx_acme_demo" },
      data: { to: "Completed" },
    });
    expect(advanced.status()).toBe(200);
    await page.goto("/settings/integrations/greenhouse/sandbox");
    await expectWrittenBack(page, card, interviewId);
    await expect(card).toContainText(`Full results: `);
    await expect(page.getByRole("region", { name: "Calls Greenhouse received" })).toContainText(
      `/v1/applications/${applicationId}/attachments`,
    );
  },
);

/** A journey's reset: Workable not connected (an earlier try may have stopped before its own disconnect). */
async function workableNotConnected({ browser }: ResetFixtures) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/settings/integrations/workable");
  await expect(page.getByRole("heading", { level: 1, name: "Workable" })).toBeVisible();
  if (await page.getByRole("button", { name: "Disconnect Workable" }).count()) {
    await page.getByRole("button", { name: "Disconnect Workable" }).click();
    await page
      .getByRole("dialog", { name: "Disconnect Workable?" })
      .getByRole("button", { name: "Disconnect", exact: true })
      .click();
    await expect(page.getByText("Workable disconnected.")).toBeVisible();
  }
  await context.close();
}

/**
 * The sandbox Workable: connecting it subscribes the dashboard to its candidate moves (Workable posts web hooks only
 * to subscriptions); a candidate of the journey's own moved to the rule's stage is screened, and the completion's
 * comment comes back with the results PDF attached.
 */
journey(
  "connect the sandbox Workable in one click, move a candidate, and see the screen issued and its comment come back",
  { data: "owned", reset: workableNotConnected },
  async ({ run, page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings/integrations/workable");
    await page.getByRole("button", { name: "Connect the sandbox Workable" }).click();
    await expect(page.getByText(/Senior Backend Engineer, stage Phone Screen now issues /)).toBeVisible();
    await expect(page.getByText("Connected to the sandbox Workable.", { exact: true })).toBeVisible();
    const rules = page.getByRole("table", { name: "Stage rules" });
    await expect(rules.getByRole("row", { name: /SBX4101 Phone Screen/ })).toBeVisible();

    await page.getByRole("link", { name: "Open the sandbox Workable" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sandbox Workable" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Calls Workable received" })).toContainText(
      "POST /spi/v3/subscriptions",
    );
    const name = `Wren ${run.id}`;
    await page.getByLabel("Job").selectOption({ label: "Senior Backend Engineer" });
    await page.getByLabel("Candidate name").fill(name);
    await page.getByLabel("Candidate email").fill(run.email("wren"));
    await page.getByRole("button", { name: "Add application" }).click();
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Senior Backend Engineer · Applied");
    await card.getByLabel(`Stage for ${name}`).selectOption("Phone Screen");
    await card.getByRole("button", { name: `Move to stage for ${name}` }).click();
    await expect(page.getByText(`${name} moved to Phone Screen; the dashboard accepted its web hook.`)).toBeVisible();

    const candidateId = (await card.getByText(/^id [0-9a-f]+$/).innerText()).replace("id ", "");
    const interviewId = await until(
      "the screen the rule issued",
      async () =>
        (
          await queryE2eDatabase<{ interviewId: string | null }>(
            `SELECT "interviewId" FROM ats_application_screen WHERE ats = 'workable' AND "applicationId" = $1`,
            [candidateId],
          )
        )[0]?.interviewId,
      60_000,
      { intervalMs: 500 },
    );
    const advanced = await page.request.post(`/api/sandbox/assessments/${interviewId}/advance`, {
      headers: { "x-api-key": "sbx_acme_demo" },
      data: { to: "Completed" },
    });
    expect(advanced.status()).toBe(200);
    await expectWrittenBack(page, card, interviewId);
    // In Workable's own word: a comment on the candidate, not a note.
    await expect(card.getByText(/^Comment · /)).toBeVisible();
    await expect(page.getByRole("region", { name: "Calls Workable received" })).toContainText(
      `POST /spi/v3/candidates/${candidateId}/comments`,
    );
  },
);

journey("a recruiter cannot open a sandbox ATS", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  expect((await page.goto("/settings/integrations/greenhouse/sandbox"))!.status()).toBe(403);
});
