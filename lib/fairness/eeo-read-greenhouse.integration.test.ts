import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "@/emulators/greenhouse/emulator";
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
 * The Greenhouse EEOC read as a background job, against the running app and the Greenhouse emulator: started by a
 * compliance user only, it takes this file's six applications newest first, two a page (EEO_READ_PAGE_SIZE=2 in the
 * integration setup), one Harvest call each through a 429, and stores exactly the answers given, declining as
 * declined; an unknown wording is counted, a file's answers are kept, a deleted application is counted as missing;
 * the answers never reach the integration log an admin reads.
 */
const tag = `g${Date.now().toString(36)}`;
const ids = [0, 1, 2, 3, 4, 5].map((i) => `cand_eeo_${tag}_${i}`);
let gh: GreenhouseEmulator;
let sessions: Awaited<ReturnType<typeof eeoSessions>>;
const applicationIds: string[] = [];

beforeAll(async () => {
  sessions = await eeoSessions(tag);
  gh = await startGreenhouseEmulator();
  await connectAts({ ats: "greenhouse", apiKey: gh.apiKey, webhookSecret: gh.secret, baseUrl: gh.url }, []);
  const answers = [
    { race: "Native Hawaiian or Other Pacific Islander", gender: "Female", veteran: "I am not a protected veteran" },
    { race: "Decline To Self Identify", gender: "Male", disability: "I don't wish to answer" },
    {},
    { gender: "Non-binary" },
    { race: "White", gender: "Male" },
  ];
  for (const [i, given] of answers.entries()) {
    const application = gh.addApplication({ jobId: 77, name: `Gh ${i}`, email: `${ids[i]}@example.test` });
    if (Object.keys(given).length) gh.setEeoc(application.id, given);
    applicationIds.push(String(application.id));
    // The first application was screened in two stages: one application all the same.
    await screenedCandidate("greenhouse", ids[i]!, String(application.id), i === 0 ? ["s", "s2"] : ["s"]);
  }
  // The fifth candidate's answers came from a file: Greenhouse's never replace them.
  await sql(
    `INSERT INTO demographic_answer ("candidateId", sex, race_ethnicity, source, updated_at) VALUES ($1, 'female', 'asian', 'file', now())`,
    [ids[4]],
  );
  // The sixth application is no longer in Greenhouse (the emulator's ids are never this small): 404.
  applicationIds.push("7");
  await screenedCandidate("greenhouse", ids[5]!, "7");
}, 120_000);

afterAll(async () => {
  await asAdmin("disconnectAtsAction", { ats: "greenhouse" }).catch(() => undefined);
  await gh?.close();
});

describe("Greenhouse EEOC answers, read in the background", () => {
  it("refuses to start for anyone without the Compliance permission, and shows them no run", async () => {
    for (const as of ["recruiter", "admin"] as const) {
      const refused = await startRead({ ats: "greenhouse", days: 30, limit: 6 }, sessions[as]);
      expect(refused, as).toMatchObject({ ok: false, code: "forbidden" });
    }
    expect(
      await sql(`SELECT id FROM eeo_read WHERE "started_by_id" IN (SELECT id FROM "User" WHERE email = $1)`, [
        sessions.complianceEmail,
      ]),
    ).toEqual([]);
  });

  it("stores exactly the answers given, page by page, through a 429, and never logs them", async () => {
    gh.faults.rateLimited = 1;
    const started = await startRead({ ats: "greenhouse", days: 30, limit: 6 }, sessions.compliance);
    expect(started.ok, started.message).toBe(true);
    const runId = started.data!.runId;
    expect((await runResponse(runId, sessions.recruiter)).status).toBe(403);
    const run = await finishedRun(runId, sessions.compliance);
    expect(run).toMatchObject({
      status: "done",
      expected: 6,
      considered: 6,
      pages: 3,
      applications: 4,
      answered: 2,
      empty: 2,
      kept: 1,
      missing: 1,
      unknownValues: 1,
      error: null,
    });
    expect(await storedAnswers(ids)).toEqual([
      {
        candidateId: ids[0],
        sex: "female",
        race: "native_hawaiian_or_other_pacific_islander",
        veteran: "not_protected_veteran",
        disability: null,
        source: "greenhouse",
      },
      {
        candidateId: ids[1],
        sex: "male",
        race: "declined",
        veteran: null,
        disability: "declined",
        source: "greenhouse",
      },
      { candidateId: ids[4], sex: "female", race: "asian", veteran: null, disability: null, source: "file" },
    ]);
    // One call per application (one of them twice: the 429, then its answer), none for the kept one.
    const eeocCalls = (id: string) => gh.calls.filter((c) => c.path === `/v1/applications/${id}/eeoc`);
    expect(applicationIds.map((id) => eeocCalls(id).at(-1)?.status ?? null)).toEqual([200, 200, 200, 200, null, 404]);
    expect(applicationIds.flatMap((id) => eeocCalls(id).map((c) => c.status)).filter((s) => s === 429)).toEqual([429]);
    expect(applicationIds.map((id) => eeocCalls(id).length).sort()).toEqual([0, 1, 1, 1, 1, 2]);
    const logged = await sql<{ responseBody: string | null }>(
      `SELECT "responseBody" FROM ats_log_entry WHERE url LIKE ANY($1) AND status = 200`,
      [applicationIds.map((id) => `%/v1/applications/${id}/eeoc`)],
    );
    expect(logged).toHaveLength(4);
    for (const row of logged) expect(row.responseBody ?? "").not.toMatch(/Hawaiian|Female|Decline|Non-binary/);
    expect(await auditsOf(runId)).toEqual([
      { action: "demographics.read_started", actorEmail: sessions.complianceEmail },
      { action: "demographics.read_finished", actorEmail: sessions.complianceEmail },
    ]);
  });
});
