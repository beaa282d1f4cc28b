import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, callControl, sleep, sql } from "@/testing/sandbox/api-client";
import { startLossyRelay } from "@/testing/sync/lossy-relay";
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
 * What Greenhouse gets besides the completion note, against the emulator (written from the Harvest v1 docs, which
 * refuses a body that strays from them): a share link as the link back, the score in an application custom field,
 * the team's decision as a second note, advance and reject when decisions move applications; and a completion
 * the reconciler finds after its web hook was lost, reported once.
 */
const baseUrl = inject("baseUrl");
/** Completes the screen in the sandbox (its interview.completed web hook follows). */
const completeScreen = (interviewId: string) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
const hook = `${baseUrl}/api/ats/greenhouse/webhook`;
const JOB = 5151;
const REJECTION_REASON = 815;
let gh: GreenhouseEmulator;

beforeAll(async () => {
  gh = await startGreenhouseEmulator();
  const problemId = await readyProblem();
  await connectAts(
    {
      ats: "greenhouse",
      apiKey: gh.apiKey,
      webhookSecret: gh.secret,
      baseUrl: gh.url,
      actingUserId: gh.userId,
      linkMode: "share_link",
      scoreFieldId: "screening_score",
      moveOnDecision: true,
      rejectReasonId: String(REJECTION_REASON),
    },
    [{ jobId: String(JOB), stageName: "Screening", problemId }],
  );
}, 180_000);
afterAll(() => gh?.close());

/** An application moved into the rule's stage, its screen issued. */
async function screened(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.test`;
  const application = gh.addApplication({ jobId: JOB, name, email });
  expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(200);
  const screen = await screenFor("greenhouse", application.id);
  return { application, candidate: gh.candidates.get(application.candidate_id)!, screen };
}
const callsTo = (path: string) => gh.calls.filter((c) => c.path === path && c.method !== "GET");
/** The score as the service gives it: written as it is (68.9), never rounded. */
const scoreOf = async (interviewId: string) => (await callApi("GET", `/results/${interviewId}`)).body.score as number;

describe("Greenhouse: completion", () => {
  it("links back with a share link that expires in 90 days and can be revoked, and writes the score field", async () => {
    const { application, candidate, screen } = await screened("Sharon Link");
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);

    expect(candidate.notes).toHaveLength(1);
    const link = candidate.notes[0]!.body.match(/^Full results: (\S+)$/m)?.[1];
    expect(link).toMatch(new RegExp(`^${baseUrl}/shared/[\\w-]+$`));
    expect(candidate.notes[0]!.body).not.toContain(`/results/${screen.interviewId}`);
    const [row] = await sql<{ id: string; days: number; createdByEmail: string }>(
      `SELECT id, round(extract(epoch FROM "expiresAt" - "createdAt") / 86400)::int AS days, "createdByEmail"
       FROM share_link WHERE "interviewId" = $1`,
      [screen.interviewId],
    );
    expect(row).toMatchObject({ days: 90, createdByEmail: "greenhouse-integration" });
    expect((await fetch(link!)).status).toBe(200);
    await asAdmin("revokeShareLinkAction", { linkId: row!.id });
    expect((await fetch(link!)).status).toBe(404);

    // PATCH /v1/applications/{id} { custom_fields: [{ name_key, value }] }, On-Behalf-Of (checked by the emulator).
    const score = await scoreOf(screen.interviewId);
    expect(callsTo(`/v1/applications/${application.id}`)).toEqual([
      expect.objectContaining({
        method: "PATCH",
        status: 200,
        body: { custom_fields: [{ name_key: "screening_score", value: score }] },
      }),
    ]);
    expect(gh.applications.get(application.id)!.custom_fields).toEqual({ screening_score: score });
    expect(gh.applications.get(application.id)!.attachments).toEqual([
      expect.objectContaining({ filename: `screening-results-${screen.interviewId}.pdf`, visibility: "admin_only" }),
    ]);
  }, 120_000);
});

describe("Greenhouse: the team's decision", () => {
  it("adds a second note and advances the application from the stage its screen was issued in", async () => {
    const { application, candidate, screen } = await screened("Ada Advance");
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    await asAdmin("setDecisionAction", {
      interviewId: screen.interviewId,
      decision: "advance",
      reason: "Strong throughout",
    });
    const messages = await deliveredFor(screen.id, 2);

    expect(messages.map((m) => m.payload.event)).toEqual(["completed", "decision"]);
    expect(candidate.notes).toHaveLength(2);
    const note = candidate.notes[1]!.body;
    expect(note).toMatch(/^Screening decision: advance — .+, score [\d.]+\/100$/m);
    expect(note).toMatch(/^Team decision: advance by .+ — “Strong throughout”$/m);
    expect(note).toContain(`Sent by the screening dashboard (update ${messages[1]!.id})`);
    const screening = gh.stages.find((s) => s.name === "Screening")!;
    expect(callsTo(`/v1/applications/${application.id}/advance`)).toEqual([
      expect.objectContaining({ status: 200, body: { from_stage_id: screening.id } }),
    ]);
    expect(gh.applications.get(application.id)!.current_stage?.name).toBe("Technical Interview");
    // The decision's message writes a note and moves; the PDF and the score went with the completion only.
    expect(gh.applications.get(application.id)!.attachments).toHaveLength(1);
  }, 120_000);

  it("rejects with the connection's reason, and a changed mind writes a note but rejects nothing twice", async () => {
    const { application, candidate, screen } = await screened("Rex Reject");
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    await asAdmin("setDecisionAction", {
      interviewId: screen.interviewId,
      decision: "reject",
      reason: "Not this time",
    });
    await deliveredFor(screen.id, 2);
    expect(gh.applications.get(application.id)).toMatchObject({
      status: "rejected",
      rejection_reason: { id: REJECTION_REASON },
    });
    const rejects = () => callsTo(`/v1/applications/${application.id}/reject`);
    expect(rejects()).toEqual([
      expect.objectContaining({ status: 200, body: { rejection_reason_id: REJECTION_REASON } }),
    ]);

    await asAdmin("setDecisionAction", {
      interviewId: screen.interviewId,
      decision: "reject",
      reason: "Still not this time",
    });
    const messages = await deliveredFor(screen.id, 3);
    expect(messages[2]!.progress).toMatchObject({ moveDone: true, moved: false });
    expect(candidate.notes).toHaveLength(3);
    expect(rejects()).toHaveLength(1);
  }, 120_000);
});

describe("Greenhouse: a completion the reconciler finds", () => {
  it("is reported once although its web hook never arrived", async () => {
    const { candidate, screen } = await screened("Lost Hook");
    // The sandbox's web hooks go to a relay that answers 200 and drops them: the dashboard never hears.
    const relay = await startLossyRelay(
      `${baseUrl}/api/webhooks/screening`,
      { drop: 1, duplicate: 0, delay: 0, maxDelayMs: 0 },
      Math.random,
    );
    await callControl("POST", "/webhook-endpoint", { body: { url: relay.url } });
    try {
      await completeScreen(screen.interviewId);
      await sleep(3_000);
      expect(await messagesFor(screen.id)).toEqual([]);
    } finally {
      await callControl("POST", "/webhook-endpoint", { body: { url: null } });
      await relay.close();
    }
    await asAdmin("syncNowAction", {});
    await deliveredFor(screen.id, 1);
    expect(candidate.notes).toHaveLength(1);

    // The results stored a second time (the copy lost, the next run reads them again): still one message, one note.
    await sql(`DELETE FROM result_snapshot WHERE "interviewId" = $1`, [screen.interviewId]);
    await asAdmin("syncNowAction", {});
    await until("the results stored again", async () => {
      const rows = await sql(`SELECT 1 FROM result_snapshot WHERE "interviewId" = $1`, [screen.interviewId]);
      return rows.length > 0;
    });
    await sleep(3_000);
    expect(await messagesFor(screen.id)).toHaveLength(1);
    expect(candidate.notes).toHaveLength(1);
  }, 180_000);
});
