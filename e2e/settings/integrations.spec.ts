import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { connectGreenhouse, disconnectGreenhouse, greenhouseNotConnected } from "../support/greenhouse";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";
import { until } from "../../testing/until";

/**
 * An admin connects Greenhouse (the emulator of emulators/greenhouse, on 127.0.0.1: ATS_CALLBACK_HOSTS in
 * playwright.config.ts), tests the key (the words for a full key, one lacking a permission, a wrong one), writes stage
 * rules with the job and stage picked from Greenhouse's lists (or typed), reads the integration log in words (a screen
 * issued, an update that failed and its next try), sends it again, opens the note's raw exchange, and disconnects. The key and secret never come back
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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

    // Test connection, in words: the saved key (the health card's button), one lacking a permission, a wrong key typed.
    const testSaved = health.getByRole("button", { name: "Test connection" });
    const said = health.getByRole("status", { name: "Connection test result" });
    await testSaved.click();
    await expect(said).toContainText(
      "Key accepted. Can list jobs, list applications, read candidates, add notes, add attachments, write the score field, advance applications and reject applications.",
    );
    gh.denied = new Set(["POST /v1/applications/:id/advance"]);
    await testSaved.click();
    await expect(said).toContainText("Missing: advance applications (needed only if decisions move candidates).");
    gh.denied = new Set();
    const form = page.getByRole("region", { name: "Connection" });
    await page.getByLabel("Harvest API key").fill("not-the-key");
    await form.getByRole("button", { name: "Test connection" }).click();
    await expect(form.getByRole("status", { name: "Connection test result" })).toContainText(
      "Key refused by Greenhouse: HTTP 401.",
    );
    await page.getByLabel("Harvest API key").fill("");

    // Rules: the job and stage picked from Greenhouse's own lists (or typed); only Ready problems are offered.
    const offered = (await page.getByLabel("Problem (Ready)").locator("option").allInnerTexts()).map((t) => t.trim());
    expect(offered.length).toBeGreaterThan(0);
    const notReady = await queryE2eDatabase<{ name: string }>(
      `SELECT name FROM problem_registry WHERE status <> 'Ready' AND name IS NOT NULL
     AND name NOT IN (SELECT name FROM problem_registry WHERE status = 'Ready' AND name IS NOT NULL)`,
    );
    for (const { name } of notReady) expect(offered).not.toContain(name);
    const rules = page.getByRole("table", { name: "Stage rules" });
    await page.getByLabel("Find a job").fill("backend");
    await expect(page.getByLabel("Job", { exact: true }).locator("option")).toHaveText([
      "Choose a job",
      "Backend Engineer (4242)",
    ]);
    await page.getByLabel("Job", { exact: true }).selectOption("4242");
    await page.getByLabel("Stage", { exact: true }).selectOption("Screening");
    await page.getByRole("button", { name: "Add rule" }).click();
    const picked = rules.getByRole("row", { name: /Backend Engineer.*Screening/ });
    await expect(picked).toContainText(offered[0]!);
    await page.getByRole("button", { name: "Type an id instead" }).click();
    await page.getByLabel("Job id").fill("4242");
    await page.getByLabel("Stage name").fill("Technical Screen");
    await page.getByRole("button", { name: "Add rule" }).click();
    await expect(rules.getByRole("row", { name: /Job 4242.*Technical Screen/ })).toBeVisible();
    await rules.getByRole("button", { name: "Remove the rule for 4242 Technical Screen" }).click();
    await expect(rules.getByRole("row", { name: /Technical Screen/ })).toHaveCount(0);
    await expect(picked).toHaveCount(1);

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
    // The log, in words: the screen issued and the failed update with its next try; "Send again" delivers it.
    await page.getByRole("link", { name: "Greenhouse log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Integration log" })).toBeVisible();
    const log = page.getByRole("table", { name: "Integration log" });
    await expect(
      log.getByRole("row", { name: new RegExp(`Screen issued for Ada Journey on ${escaped(offered[0]!)}`) }),
    ).toBeVisible();
    await expect(log.getByRole("link", { name: "Ada Journey" }).first()).toHaveAttribute("href", /^\/candidates\//);
    const failed = log.getByRole("row", { name: /Could not send the results to Greenhouse for Ada Journey/ });
    await expect(failed.first()).toContainText("Next try at");
    await failed.first().getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Sent again: delivered.")).toBeVisible({ timeout: 30_000 });
    expect(gh.candidates.get(application.candidate_id)!.notes).toHaveLength(1);
    await page.reload();
    const written = log.getByRole("row", { name: /Note written to Greenhouse for Ada Journey/ });
    await expect(written).toHaveCount(1);
    await expect(failed.first()).toContainText("Delivered on a later try.");
    await expect(log.getByRole("button", { name: "Send again" })).toHaveCount(0);
    // Its raw exchange, one click away: the note as sent, keys masked.
    await written.getByRole("link", { name: "Raw exchange" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Raw exchange" })).toBeVisible();
    const notes = `${gh.url}/v1/candidates/${application.candidate_id}/activity_feed/notes`;
    const sent = page.getByRole("region", { name: `Out: POST ${notes}` });
    await expect(sent).toContainText('"visibility": "private"');
    await expect(sent).toContainText("Sent by the screening dashboard (update ");
    await expectNoSecrets(page);
    await page.getByRole("link", { name: "Integration log" }).click();

    // Disconnect, confirmed: the connection, its rules and its web hooks are gone.
    await page.getByRole("link", { name: "All integrations" }).click();
    await page.getByRole("link", { name: "Greenhouse" }).click();
    await disconnectGreenhouse(page, { keepFirst: true });
    await expect(page.getByRole("button", { name: "Connect", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: /Delivery health/ })).toHaveCount(0);
    await expect(rules.getByRole("row", { name: /Screening/ })).toHaveCount(0);
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
