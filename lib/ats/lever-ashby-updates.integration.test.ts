import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callControl } from "@/testing/sandbox/api-client";
import { asAdmin, connectAts, deliveredFor, readyProblem, screenFor } from "../../testing/ats/admin-actions";
import { startAshbyEmulator, type AshbyEmulator } from "../../emulators/ashby/emulator";
import { startLeverEmulator, type LeverEmulator } from "../../emulators/lever/emulator";

/**
 * The team's decision in Lever and Ashby, against emulators written from their API docs: a second note, and when
 * decisions move applications, Lever's PUT /opportunities/:id/stage and /archived (perform_as) and Ashby's
 * application.changeStage (an Archived stage with its archive reason for a rejection).
 */
const baseUrl = inject("baseUrl");
/** Completes the screen in the sandbox (its interview.completed web hook follows). */
const completeScreen = (interviewId: string) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
let lever: LeverEmulator;
let ashby: AshbyEmulator;
const slug = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.test`;

beforeAll(async () => {
  [lever, ashby] = await Promise.all([startLeverEmulator(), startAshbyEmulator()]);
  const problemId = await readyProblem();
  await connectAts(
    {
      ats: "lever",
      apiKey: lever.apiKey,
      webhookSecret: lever.signatureToken,
      baseUrl: lever.url,
      actingUserId: lever.userId,
      moveOnDecision: true,
      advanceStageId: lever.stages.find((s) => s.text === "On-site interview")!.id,
      rejectReasonId: lever.archiveReasons[0]!.id,
    },
    [{ jobId: "posting-7", stageName: "Assessment", problemId }],
  );
  await connectAts(
    {
      ats: "ashby",
      apiKey: ashby.apiKey,
      webhookSecret: ashby.secret,
      baseUrl: ashby.url,
      moveOnDecision: true,
      advanceStageId: ashby.stages.find((s) => s.title === "Onsite")!.id,
      rejectStageId: ashby.stages.find((s) => s.type === "Archived")!.id,
      rejectReasonId: ashby.archiveReasons[0]!.id,
    },
    [{ jobId: "job-7", stageName: "Assessment", problemId }],
  );
}, 180_000);
afterAll(() => Promise.all([lever?.close(), ashby?.close()]));

describe("Lever: the team's decision", () => {
  const hook = `${baseUrl}/api/ats/lever/webhook`;
  async function decided(name: string, decision: "advance" | "reject") {
    const opportunity = lever.addOpportunity({ postingId: "posting-7", name, email: slug(name) });
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment")).toBe(200);
    const screen = await screenFor("lever", opportunity.id);
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    await asAdmin("setDecisionAction", { interviewId: screen.interviewId, decision, reason: `Decided: ${decision}` });
    await deliveredFor(screen.id, 2);
    const writes = lever.calls.filter((c) => c.method !== "GET" && c.path.includes(opportunity.id));
    return { opportunity, writes };
  }

  it("advance: a second note, and PUT …/stage to the connection's stage as the acting user", async () => {
    const { opportunity, writes } = await decided("Lee Advance", "advance");
    expect(opportunity.notes).toHaveLength(2);
    expect(opportunity.notes[1]!.text).toMatch(/^Screening decision: advance — /);
    expect(opportunity.notes[1]!.text).toContain("Team decision: advance by");
    expect(opportunity.files).toHaveLength(1);
    const onsite = lever.stages.find((s) => s.text === "On-site interview")!;
    expect(writes.filter((c) => c.path.endsWith("/stage"))).toEqual([
      expect.objectContaining({ method: "PUT", query: { perform_as: lever.userId }, body: { stage: onsite.id } }),
    ]);
    expect(opportunity.stage).toBe(onsite.id);
    expect(writes.filter((c) => c.path.endsWith("/notes"))).toEqual([
      expect.objectContaining({ method: "POST", query: { perform_as: lever.userId }, status: 200 }),
      expect.objectContaining({ method: "POST", query: { perform_as: lever.userId }, status: 200 }),
    ]);
  }, 120_000);

  it("reject: PUT …/archived with the connection's archive reason", async () => {
    const { opportunity, writes } = await decided("Lou Reject", "reject");
    expect(writes.filter((c) => c.path.endsWith("/archived"))).toEqual([
      expect.objectContaining({
        method: "PUT",
        query: { perform_as: lever.userId },
        body: { reason: lever.archiveReasons[0]!.id },
        status: 200,
      }),
    ]);
    expect(opportunity.archived?.reason).toBe(lever.archiveReasons[0]!.id);
    expect(opportunity.notes[1]!.text).toMatch(/^Screening decision: reject — /);
  }, 120_000);
});

describe("Ashby: the team's decision", () => {
  const hook = `${baseUrl}/api/ats/ashby/webhook`;
  async function decided(name: string, decision: "advance" | "reject") {
    const application = ashby.addApplication({ jobId: "job-7", name, email: slug(name) });
    expect(await ashby.sendStageChange(hook, application.id, "Assessment")).toBe(200);
    const screen = await screenFor("ashby", application.id);
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    await asAdmin("setDecisionAction", { interviewId: screen.interviewId, decision, reason: `Decided: ${decision}` });
    await deliveredFor(screen.id, 2);
    const changes = ashby.calls.filter(
      (c) =>
        c.method === "application.changeStage" &&
        (c.body as { applicationId?: string })?.applicationId === application.id,
    );
    return { application, changes, notes: ashby.notes.get(application.candidate.id) ?? [] };
  }

  it("advance: a second note (candidate.createNote) and application.changeStage to the advance stage", async () => {
    const { application, changes, notes } = await decided("Ash Advance", "advance");
    expect(notes).toHaveLength(2);
    expect(notes[1]!.content).toMatch(/^Screening decision: advance — /);
    const onsite = ashby.stages.find((s) => s.title === "Onsite")!;
    expect(changes).toEqual([
      {
        method: "application.changeStage",
        body: { applicationId: application.id, interviewStageId: onsite.id },
        status: 200,
      },
    ]);
    expect(application.currentInterviewStage.id).toBe(onsite.id);
    const createNotes = ashby.calls.filter(
      (c) =>
        c.method === "candidate.createNote" &&
        (c.body as { candidateId?: string })?.candidateId === application.candidate.id,
    );
    expect(createNotes.map((c) => c.body)).toEqual([
      {
        candidateId: application.candidate.id,
        note: expect.stringMatching(/^Screening completed: /),
        sendNotifications: false,
      },
      {
        candidateId: application.candidate.id,
        note: expect.stringMatching(/^Screening decision: /),
        sendNotifications: false,
      },
    ]);
  }, 120_000);

  it("reject: application.changeStage to the Archived stage with the archive reason", async () => {
    const { application, changes } = await decided("Asha Reject", "reject");
    const archived = ashby.stages.find((s) => s.type === "Archived")!;
    expect(changes).toEqual([
      {
        method: "application.changeStage",
        body: {
          applicationId: application.id,
          interviewStageId: archived.id,
          archiveReasonId: ashby.archiveReasons[0]!.id,
        },
        status: 200,
      },
    ]);
    expect(application.status).toBe("Archived");
  }, 120_000);
});
