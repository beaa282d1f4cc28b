import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { sql } from "@/testing/sandbox/api-client";
import { asAdmin, connectAts, readyProblem, screenFor } from "../../testing/ats/admin-actions";
import { startAshbyEmulator, type AshbyEmulator } from "../../emulators/ashby/emulator";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { startLeverEmulator, type LeverEmulator } from "../../emulators/lever/emulator";
import { until } from "../../testing/ats/until";

/**
 * The polling fallback, for instances the ATSs' web hooks cannot reach: "Poll now" (the 5-minute job, at once)
 * asks each ATS for applications in the rules' stages and issues their screens, within the ATS's rate limit —
 * Harvest's X-RateLimit-Remaining is kept to (no 429 provoked), and a 429's Retry-After is waited out — and a
 * stage change seen by the poll and by a web hook still gives one screen.
 */
const baseUrl = inject("baseUrl");
let gh: GreenhouseEmulator;
let lever: LeverEmulator;
let ashby: AshbyEmulator;
let problemId: string;
const JOB = 6161;
const email = (i: number | string) => `poll.${i}.${Date.now()}@example.test`;

beforeAll(async () => {
  [gh, lever, ashby] = await Promise.all([startGreenhouseEmulator(), startLeverEmulator(), startAshbyEmulator()]);
  problemId = await readyProblem();
}, 180_000);
afterAll(() => Promise.all([gh?.close(), lever?.close(), ashby?.close()]));

/** "Poll now", again until the job is queued (a scheduled poll may be running: one at a time). */
const pollNow = (ats: string) =>
  until(`a ${ats} poll queued`, async () => (await asAdmin<{ queued: boolean }>("pollAtsNowAction", { ats })).queued);

const screensOfJob = (ats: string, jobId: string) =>
  sql<{ applicationId: string }>(
    `SELECT "applicationId" FROM ats_application_screen WHERE ats = $1 AND "jobId" = $2 AND "interviewId" IS NOT NULL`,
    [ats, jobId],
  );

describe("Greenhouse polling", () => {
  it("issues a screen per application in the rule's stage, keeping to Harvest's X-RateLimit window", async () => {
    await connectAts(
      {
        ats: "greenhouse",
        apiKey: gh.apiKey,
        webhookSecret: gh.secret,
        baseUrl: gh.url,
        actingUserId: gh.userId,
        pollEnabled: true,
      },
      [{ jobId: String(JOB), stageName: "Screening", problemId }],
    );
    // 1 list + 7 candidate reads = 8 calls against a limit of 5 per 10 s: the poll must wait out the window.
    gh.rateLimitPer10s = 5;
    const inStage = Array.from({ length: 7 }, (_, i) =>
      gh.addApplication({ jobId: JOB, name: `Polly Screening ${i}`, email: email(i), stage: "Screening" }),
    );
    gh.addApplication({ jobId: JOB, name: "Polly Review", email: email("review") });
    gh.addApplication({ jobId: JOB + 1, name: "Polly Other Job", email: email("other"), stage: "Screening" });
    const started = Date.now();
    await pollNow("greenhouse");
    const rows = await until(
      "7 screens from the poll",
      async () => {
        const found = await screensOfJob("greenhouse", String(JOB));
        return found.length === 7 ? found : null;
      },
      120_000,
    );
    expect(new Set(rows.map((r) => r.applicationId))).toEqual(new Set(inStage.map((a) => String(a.id))));
    expect(gh.calls.filter((c) => c.status === 429)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThan(9_000);
    const list = gh.calls.find((c) => c.path === "/v1/applications");
    expect(list).toBeDefined();
    const [polled] = await sql(`SELECT "lastPolledAt" FROM ats_connection WHERE ats = 'greenhouse'`);
    expect(polled!.lastPolledAt).not.toBeNull();
  }, 180_000);

  it("waits out a 429's Retry-After, and a stage change seen by the poll and the web hook gives one screen", async () => {
    gh.rateLimitPer10s = 50;
    const late = gh.addApplication({ jobId: JOB, name: "Polly Late", email: email("late"), stage: "Screening" });
    gh.faults.rateLimited = 2;
    await pollNow("greenhouse");
    const screen = await screenFor("greenhouse", late.id);
    expect(gh.calls.filter((c) => c.status === 429).length).toBe(2);
    // This file's emulator only: the log is shared with the other files of the run.
    const log = await sql(
      `SELECT status FROM ats_log_entry WHERE ats = 'greenhouse' AND direction = 'out' AND method = 'GET' AND status = 429
         AND starts_with(url, $1)`,
      [gh.url],
    );
    expect(log).toHaveLength(2);

    expect(await gh.sendStageChange(`${baseUrl}/api/ats/greenhouse/webhook`, late.id, "Screening")).toBe(200);
    await pollNow("greenhouse");
    await until("the web hook processed", async () => {
      const [event] = await sql(
        `SELECT status FROM ats_inbound_event WHERE ats = 'greenhouse' AND kind = 'candidate_stage_change' ORDER BY "receivedAt" DESC LIMIT 1`,
      );
      return event?.status === "processed";
    });
    const rows = await sql(
      `SELECT "interviewId" FROM ats_application_screen WHERE ats = 'greenhouse' AND "applicationId" = $1`,
      [String(late.id)],
    );
    expect(rows).toEqual([{ interviewId: screen.interviewId }]);
    expect(await screensOfJob("greenhouse", String(JOB))).toHaveLength(8);
  }, 180_000);
});

describe("Lever and Ashby polling", () => {
  it("issues screens for opportunities and applications in the rules' stages", async () => {
    await connectAts(
      {
        ats: "lever",
        apiKey: lever.apiKey,
        webhookSecret: lever.signatureToken,
        baseUrl: lever.url,
        actingUserId: lever.userId,
        pollEnabled: true,
      },
      [{ jobId: "posting-poll", stageName: "Assessment", problemId }],
    );
    await connectAts(
      { ats: "ashby", apiKey: ashby.apiKey, webhookSecret: ashby.secret, baseUrl: ashby.url, pollEnabled: true },
      [{ jobId: "job-poll", stageName: "Assessment", problemId }],
    );
    const assessment = lever.stages.find((s) => s.text === "Assessment")!;
    const opportunities = [0, 1, 2].map((i) => {
      const o = lever.addOpportunity({ postingId: "posting-poll", name: `Lev Poll ${i}`, email: email(`lever${i}`) });
      if (i < 2) o.stage = assessment.id;
      return o;
    });
    const ashbyStage = ashby.stages.find((s) => s.title === "Assessment")!;
    const applications = [0, 1, 2].map((i) => {
      const a = ashby.addApplication({ jobId: "job-poll", name: `Ash Poll ${i}`, email: email(`ashby${i}`) });
      if (i < 2) a.currentInterviewStage = ashbyStage;
      return a;
    });
    lever.faults.rateLimited = 1;
    await pollNow("lever");
    await pollNow("ashby");
    await until(
      "2 Lever and 2 Ashby screens",
      async () => {
        const [l, a] = await Promise.all([screensOfJob("lever", "posting-poll"), screensOfJob("ashby", "job-poll")]);
        return l.length === 2 && a.length === 2;
      },
      120_000,
    );
    expect((await screensOfJob("lever", "posting-poll")).map((r) => r.applicationId).sort()).toEqual(
      opportunities
        .slice(0, 2)
        .map((o) => o.id)
        .sort(),
    );
    expect((await screensOfJob("ashby", "job-poll")).map((r) => r.applicationId).sort()).toEqual(
      applications
        .slice(0, 2)
        .map((a) => a.id)
        .sort(),
    );
    // Lever: GET /v1/opportunities?posting_id=…&expand=stage; Ashby: application.list { jobId, status: "Active" }.
    // Rules other files left on the connection are polled too (against this emulator): find this rule's call.
    const leverList = lever.calls.find(
      (c) => c.path === "/v1/opportunities" && c.status === 200 && c.query.posting_id === "posting-poll",
    );
    expect(leverList?.query).toMatchObject({ posting_id: "posting-poll", expand: "stage" });
    const ashbyList = ashby.calls.find(
      (c) => c.method === "application.list" && (c.body as { jobId?: unknown } | undefined)?.jobId === "job-poll",
    );
    expect(ashbyList?.body).toMatchObject({ jobId: "job-poll", status: "Active" });
  }, 180_000);
});
