import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { connectGreenhouse, disconnectGreenhouse, greenhouseNotConnected } from "../support/greenhouse";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";
import { until } from "../../testing/until";

/**
 * An admin connects Greenhouse (the emulator of emulators/greenhouse, on 127.0.0.1: ATS_CALLBACK_HOSTS in
 * playwright.config.ts), writes stage rules from the Ready problems, follows a signed web hook in and the note's
 * call out in the integration log, sends a failed update again, and disconnects. The key and secret never come back
 * to the page once saved (only their last four characters); a recruiter cannot open any of it.
 */
const SANDBOX = { "x-api-key": "sbx_acme_demo" };
let gh: GreenhouseEmulator;
test.beforeAll(async () => {
  gh = await startGreenhouseEmulator();
});
test.afterAll(() => gh?.close());

/** Waits for what the app did in the background (testing/until.ts), asking every half second. */
const eventually = <T>(what: string, probe: () => Promise<T | null | undefined>, timeoutMs = 90_000) =>
  until(what, probe, timeoutMs, { intervalMs: 500 });

const outboxOf = (interviewId: string) =>
  queryE2eDatabase<{ status: string; attempts: number }>(
    `SELECT m.status, m.attempts FROM outbox_message m JOIN ats_application_screen s ON s.id = m.payload->>'applicationScreenId'
     WHERE s."interviewId" = $1`,
    [interviewId],
  );

async function expectNoSecrets(page: Page) {
  const html = await page.content();
  expect(html).not.toContain(gh.apiKey);
  expect(html).not.toContain(gh.secret);
}

journey(
  "connect Greenhouse, write rules, follow a web hook and a delivery in the log, send again, disconnect",
  { data: "owned", reset: greenhouseNotConnected },
  async ({ run, page, request, baseURL }) => {
    test.setTimeout(240_000);
    const hook = `${baseURL}/api/ats/greenhouse/webhook`;
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings");
    await page.getByRole("link", { name: "Integrations" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
    await page.getByRole("link", { name: "Greenhouse" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Greenhouse" })).toBeVisible();

    // The connection: key and secret go in once and come back masked, after a reload too.
    await connectGreenhouse(page, gh);
    await expect(page.getByLabel("Harvest API key")).toHaveValue("");
    await expectNoSecrets(page);
    await page.reload();
    await expect(page.getByLabel("Web hook secret key")).toHaveValue("");
    await expectNoSecrets(page);
    const health = page.getByRole("region", { name: /Delivery health/ });
    await expect(health).toContainText(hook);

    // Rules: only Ready problems are offered; add two, remove one.
    const offered = (await page.getByLabel("Problem (Ready)").locator("option").allInnerTexts()).map((t) => t.trim());
    expect(offered.length).toBeGreaterThan(0);
    const notReady = await queryE2eDatabase<{ name: string }>(
      `SELECT name FROM problem_registry WHERE status <> 'Ready' AND name IS NOT NULL
     AND name NOT IN (SELECT name FROM problem_registry WHERE status = 'Ready' AND name IS NOT NULL)`,
    );
    for (const { name } of notReady) expect(offered).not.toContain(name);
    const rules = page.getByRole("table", { name: "Stage rules" });
    for (const stage of ["Screening", "Technical Screen"]) {
      await page.getByLabel("Job id").fill("4242");
      await page.getByLabel("Stage name").fill(stage);
      await page.getByRole("button", { name: "Add rule" }).click();
      await expect(rules.getByRole("row", { name: new RegExp(`4242 ${stage}`) })).toContainText(offered[0]!);
    }
    await rules.getByRole("button", { name: "Remove the rule for 4242 Technical Screen" }).click();
    await expect(rules.getByRole("row", { name: /4242 Technical Screen/ })).toHaveCount(0);
    await expect(rules.getByRole("row", { name: /4242 Screening/ })).toHaveCount(1);

    // In: Greenhouse's signed candidate_stage_change issues a screen; a forged one is refused.
    const application = gh.addApplication({ jobId: 4242, name: "Ada Journey", email: run.email("ada") });
    expect(await gh.sendStageChange(hook, application.id, "Screening", { secret: "not-the-secret" })).toBe(401);
    expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(200);
    const interviewId = await eventually("the screen", async () => {
      const [row] = await queryE2eDatabase<{ interviewId: string | null }>(
        `SELECT "interviewId" FROM ats_application_screen WHERE ats = 'greenhouse' AND "applicationId" = $1`,
        [String(application.id)],
      );
      return row?.interviewId;
    });

    // Out: Greenhouse is down when the screen completes; the log shows the failing call, and "Send again" delivers.
    gh.faults.serverErrors = 1_000_000;
    const advanced = await request.post(`/api/sandbox/assessments/${interviewId}/advance`, {
      headers: SANDBOX,
      data: { to: "Completed" },
    });
    expect(advanced.ok()).toBe(true);
    // Waiting for its next try, no longer in one (a message being sent is not sent again meanwhile).
    await eventually("the update waiting to retry", async () => {
      const [message] = await outboxOf(interviewId);
      return message?.status === "pending" && message.attempts > 0;
    });
    gh.faults.serverErrors = 0;
    // Its automatic try is 20 s away at the least; an hour, so that this journey's "Send again" is what sends it
    // however slow the machine (one already being sent would say so instead: lib/outbox/resend-summary.ts).
    await queryE2eDatabase(
      `UPDATE outbox_message SET "nextAttemptAt" = now() + interval '1 hour' WHERE status = 'pending' AND id IN
     (SELECT m.id FROM outbox_message m JOIN ats_application_screen s ON s.id = m.payload->>'applicationScreenId'
      WHERE s."interviewId" = $1)`,
      [interviewId],
    );
    await page.getByRole("link", { name: "Greenhouse log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Integration log" })).toBeVisible();
    const log = page.getByRole("table", { name: "Integration log" });
    const notes = `${gh.url}/v1/candidates/${application.candidate_id}/activity_feed/notes`;
    const failed = log.getByRole("row", { name: new RegExp(`Out: POST ${notes}`) }).filter({ hasText: "500" });
    await expect(failed.first()).toBeVisible();
    await expect(log.getByRole("row", { name: /In: POST \/api\/ats\/greenhouse\/webhook/ }).first()).toBeVisible();
    await failed.first().getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Sent again: delivered.")).toBeVisible({ timeout: 30_000 });
    expect(gh.candidates.get(application.candidate_id)!.notes).toHaveLength(1);
    await page.reload();
    const sent = log.getByRole("row", { name: new RegExp(`Out: POST ${notes}`) }).filter({ hasText: "201" });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText("Delivery delivered");
    await expect(log.getByRole("button", { name: "Send again" })).toHaveCount(0);
    await sent.getByText("Bodies").click();
    await expect(sent).toContainText('"visibility": "private"');
    await expectNoSecrets(page);

    // Disconnect, confirmed: the connection, its rules and its web hooks are gone.
    await page.getByRole("link", { name: "All integrations" }).click();
    await page.getByRole("link", { name: "Greenhouse" }).click();
    await disconnectGreenhouse(page, { keepFirst: true });
    await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Delivery health/ })).toHaveCount(0);
    await expect(rules.getByRole("row", { name: /4242 Screening/ })).toHaveCount(0);
    expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(404);
    await page.getByRole("link", { name: "All integrations" }).click();
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Greenhouse" })).toContainText(
      "Not connected",
    );
  },
);

journey("a recruiter cannot open integrations or the log", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  for (const path of ["/settings/integrations", "/settings/integrations/greenhouse", "/settings/integrations/log"]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(403);
  }
});
