import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLeverEmulator, type LeverEmulator } from "@/emulators/lever/emulator";
import { asAdmin, connectAts } from "@/testing/ats/admin-actions";
import {
  auditsOf,
  eeoSessions,
  finishedRun,
  runResponse,
  screenedCandidate,
  startRead,
  storedAnswers,
} from "@/testing/fairness/eeo-read";
import { sql } from "@/testing/sql";

/**
 * The Lever EEO read as a background job, against the running app and the Lever emulator's EEO endpoint
 * (GET /v1/eeo/responses/pii, as Lever documents it): started by a compliance user only; refused by a key without
 * the endpoint (the run fails and says what the key needs); else it pages through the responses of the window two
 * at a time (EEO_READ_PAGE_SIZE=2) with Lever's offset tokens, through a 429, and stores exactly the answers of the
 * screened applications, declining as declined, unknown wording counted and left out, a file's answers kept, the
 * responses of applications never screened here left out; the answers never reach the integration log.
 */
const tag = `l${Date.now().toString(36)}`;
const ids = [0, 1, 2, 3, 4].map((i) => `cand_eeo_${tag}_${i}`);
const DAY_MS = 24 * 60 * 60 * 1000;
let lever: LeverEmulator;
let sessions: Awaited<ReturnType<typeof eeoSessions>>;

beforeAll(async () => {
  sessions = await eeoSessions(tag);
  lever = await startLeverEmulator();
  await connectAts(
    {
      ats: "lever",
      apiKey: lever.apiKey,
      webhookSecret: lever.signatureToken,
      baseUrl: lever.url,
      actingUserId: lever.userId,
    },
    [],
  );
  const answers = [
    {
      gender: "Female",
      race: "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
      veteran: "I am not a Protected Veteran",
      disability: "No, I don't have a disability, or a history/record of having a disability",
    },
    { gender: "Decline to self-identify", race: "Decline to self-identify", veteran: "I don't wish to answer" },
    {},
    { gender: "Non-binary", race: "Asian (Not Hispanic or Latino)" },
    { gender: "Male", race: "White (Not Hispanic or Latino)" },
  ];
  for (const [i, given] of answers.entries()) {
    const opportunity = lever.addOpportunity({ postingId: "posting-eeo", name: `Lv ${i}`, email: `${ids[i]}@x.test` });
    await screenedCandidate("lever", ids[i]!, opportunity.id);
    lever.addEeoResponse(opportunity.id, given);
  }
  // An applicant this dashboard never screened, and a response older than any window asked for below.
  lever.addEeoResponse(lever.addOpportunity({ postingId: "posting-eeo", name: "Other", email: "o@x.test" }).id, {
    gender: "Male",
  });
  lever.addEeoResponse([...lever.opportunities.keys()][0]!, { gender: "Male" }, Date.now() - 400 * DAY_MS);
  // The fifth candidate's answers came from a file: Lever's never replace them.
  await sql(
    `INSERT INTO demographic_answer ("candidateId", sex, race_ethnicity, source, updated_at) VALUES ($1, 'female', 'asian', 'file', now())`,
    [ids[4]],
  );
}, 120_000);

afterAll(async () => {
  await asAdmin("disconnectAtsAction", { ats: "lever" }).catch(() => undefined);
  await lever?.close();
});

const eeoCalls = () => lever.calls.filter((c) => c.path === "/v1/eeo/responses/pii");

describe("Lever EEO answers, read in the background", () => {
  it("refuses to start for anyone without the Compliance permission", async () => {
    for (const as of ["recruiter", "admin"] as const)
      expect(await startRead({ ats: "lever", days: 365, limit: 100 }, sessions[as]), as).toMatchObject({
        ok: false,
        code: "forbidden",
      });
    expect(eeoCalls()).toEqual([]);
  });

  it("fails, saying what the key needs, when the key lacks the EEO endpoint", async () => {
    lever.eeo.access.pii = false;
    try {
      const started = await startRead({ ats: "lever", days: 365, limit: 100 }, sessions.compliance);
      expect(started.ok, started.message).toBe(true);
      const run = await finishedRun(started.data!.runId, sessions.compliance);
      expect(run.status).toBe("failed");
      expect(run.error).toMatch(/EEO responses with PII/);
      expect(await storedAnswers(ids.slice(0, 4))).toEqual([]);
    } finally {
      lever.eeo.access.pii = true;
    }
  });

  it("stores exactly the screened applicants' answers, page by page, through a 429, and never logs them", async () => {
    lever.faults.rateLimited = 1;
    lever.faults.latencyMs = 300;
    const started = await startRead({ ats: "lever", days: 365, limit: 100 }, sessions.compliance);
    expect(started.ok, started.message).toBe(true);
    const runId = started.data!.runId;
    // A second start while it runs follows the same read.
    expect((await startRead({ ats: "lever", days: 30, limit: 5 }, sessions.compliance)).data).toEqual({
      runId,
      alreadyRunning: true,
    });
    expect((await runResponse(runId, sessions.admin)).status).toBe(403);
    const run = await finishedRun(runId, sessions.compliance);
    lever.faults.latencyMs = 0;
    expect(run).toMatchObject({
      status: "done",
      expected: null,
      pages: 3,
      considered: 6,
      applications: 4,
      answered: 3,
      empty: 1,
      kept: 1,
      unmatched: 1,
      unknownValues: 1,
      error: null,
    });
    expect(await storedAnswers(ids)).toEqual([
      {
        candidateId: ids[0],
        sex: "female",
        race: "native_hawaiian_or_other_pacific_islander",
        veteran: "not_protected_veteran",
        disability: "no",
        source: "lever",
      },
      {
        candidateId: ids[1],
        sex: "declined",
        race: "declined",
        veteran: "declined",
        disability: null,
        source: "lever",
      },
      { candidateId: ids[3], sex: null, race: "asian", veteran: null, disability: null, source: "lever" },
      { candidateId: ids[4], sex: "female", race: "asian", veteran: null, disability: null, source: "file" },
    ]);
    // Three pages of two (the first asked twice: its 429, then the page), each after the previous page's token.
    const calls = eeoCalls().slice(-4);
    expect(calls.map((c) => c.status)).toEqual([429, 200, 200, 200]);
    expect(calls.map((c) => c.query.limit)).toEqual(["2", "2", "2", "2"]);
    expect(calls[1]!.query.offset).toBeUndefined();
    expect(calls[2]!.query.offset).toMatch(/^0\.\d+\./);
    expect(calls[3]!.query.offset).toMatch(/^0\.\d+\./);
    expect(Number(calls[1]!.query.created_at_start)).toBeLessThan(Date.now() - 364 * DAY_MS);
    const logged = await sql<{ responseBody: string | null }>(
      `SELECT "responseBody" FROM ats_log_entry WHERE url LIKE '%/v1/eeo/responses/pii%' AND status = 200`,
    );
    expect(logged.length).toBeGreaterThanOrEqual(3);
    for (const row of logged) expect(row.responseBody ?? "").not.toMatch(/Hawaiian|Female|Decline|Non-binary/);
    expect(await auditsOf(runId)).toEqual([
      { action: "demographics.read_started", actorEmail: sessions.complianceEmail },
      { action: "demographics.read_finished", actorEmail: sessions.complianceEmail },
    ]);
  });
});
