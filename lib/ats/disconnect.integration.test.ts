import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callControl, sleep, sql } from "@/testing/sandbox/api-client";
import {
  asAdmin,
  connectAts,
  deliveredFor,
  messagesFor,
  readyProblem,
  screenFor,
} from "../../testing/ats/admin-actions";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { until } from "../../testing/ats/until";

/**
 * Disconnecting an ATS (Settings → Integrations → Disconnect): the key, secret and rules go, its web hooks are
 * refused, an update still retrying is cancelled and says so in the integration log, nothing more is sent, the
 * admin's action is audited; connected again, "Send again" delivers the cancelled update once.
 */
const baseUrl = inject("baseUrl");
/** Completes the screen in the sandbox (its interview.completed web hook follows). */
const completeScreen = (interviewId: string) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
const hook = `${baseUrl}/api/ats/greenhouse/webhook`;
const JOB = 7171;
let gh: GreenhouseEmulator;
let problemId: string;
const connect = () =>
  connectAts(
    { ats: "greenhouse", apiKey: gh.apiKey, webhookSecret: gh.secret, baseUrl: gh.url, actingUserId: gh.userId },
    [{ jobId: String(JOB), stageName: "Screening", problemId }],
  );

beforeAll(async () => {
  gh = await startGreenhouseEmulator();
  problemId = await readyProblem();
  await connect();
}, 180_000);
afterAll(() => gh?.close());

describe("disconnecting Greenhouse", () => {
  it("cancels what was not yet sent, visibly, refuses web hooks, and resumes on send again once reconnected", async () => {
    const application = gh.addApplication({ jobId: JOB, name: "Dee Connect", email: `dee.${Date.now()}@example.test` });
    expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(200);
    const screen = await screenFor("greenhouse", application.id);
    gh.faults.serverErrors = 10_000; // Greenhouse is down: the completion's update keeps retrying
    await completeScreen(screen.interviewId);
    const [message] = await until("the update retrying", async () => {
      const rows = await messagesFor(screen.id);
      const [row] = await sql(`SELECT attempts, status FROM outbox_message WHERE id = $1`, [rows[0]?.id ?? null]);
      return row && row.attempts >= 1 && row.status !== "delivered" ? rows : null;
    });

    const rules = await sql(
      `SELECT r."jobId" FROM ats_stage_rule r JOIN ats_connection c ON c.id = r."connectionId" WHERE c.ats = 'greenhouse'`,
    );
    expect(rules).toContainEqual({ jobId: String(JOB) });
    const removed = await asAdmin<{ rules: number; cancelled: number }>("disconnectAtsAction", { ats: "greenhouse" });
    expect(removed).toEqual({ rules: rules.length, cancelled: 1 });
    const [after] = await sql(`SELECT status, "lastError" FROM outbox_message WHERE id = $1`, [message!.id]);
    expect(after).toEqual({ status: "cancelled", lastError: "Cancelled: the connection was removed" });
    expect(
      await sql(`SELECT method, url, error FROM ats_log_entry WHERE "outboxId" = $1 AND method = 'NOT SENT'`, [
        message!.id,
      ]),
    ).toEqual([
      {
        method: "NOT SENT",
        url: `the completed update for application ${application.id}`,
        error: "Cancelled: the connection was removed",
      },
    ]);
    expect(await sql(`SELECT 1 FROM ats_connection WHERE ats = 'greenhouse'`)).toEqual([]);
    expect(await sql(`SELECT 1 FROM ats_stage_rule WHERE "jobId" = $1`, [String(JOB)])).toEqual([]);
    const [audit] = await sql(
      `SELECT before, after FROM audit_event WHERE action = 'ats.connection.remove' ORDER BY at DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      before: {
        apiKeyHint: `••••${gh.apiKey.slice(-4)}`,
        rules: expect.arrayContaining([expect.objectContaining({ jobId: String(JOB), stageName: "Screening" })]),
      },
      after: { cancelledUpdates: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(gh.apiKey);

    // Nothing more goes out; its web hooks are refused and stored nowhere.
    const calls = gh.calls.length;
    await sleep(8_000);
    expect(gh.calls.length).toBe(calls);
    const events = await sql(`SELECT count(*)::int AS n FROM ats_inbound_event WHERE ats = 'greenhouse'`);
    expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(404);
    expect(await sql(`SELECT count(*)::int AS n FROM ats_inbound_event WHERE ats = 'greenhouse'`)).toEqual(events);
    await expect(asAdmin("disconnectAtsAction", { ats: "greenhouse" })).rejects.toThrow(/not connected/);

    // Connected again with Greenhouse back up: the cancelled update is sent once on "Send again".
    gh.faults.serverErrors = 0;
    await connect();
    expect(await asAdmin("resendOutboxAction", { outboxId: message!.id })).toEqual({
      outcome: "delivered",
      tone: "success",
      text: "Sent again: delivered.",
    });
    await deliveredFor(screen.id, 1);
    expect(gh.candidates.get(application.candidate_id)!.notes).toHaveLength(1);
  }, 180_000);
});
