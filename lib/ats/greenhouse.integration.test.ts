import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, callControl, sql } from "@/testing/sandbox/api-client";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { until } from "../../testing/ats/until";
import { keyedHash } from "@/lib/privacy/keyed-hash";
import { asAdmin } from "../../testing/ats/admin-actions";

/**
 * Greenhouse end to end against the built app: the emulator's signed candidate_stage_change web hooks in, one
 * screen per application and stage through the screening API, and the completed screen's note and PDF back out
 * through the outbox, with 429s and 5xx on the way.
 */
const run = promisify(execFile);
const baseUrl = inject("baseUrl");
const hookUrl = `${baseUrl}/api/ats/greenhouse/webhook`;
let gh: GreenhouseEmulator;
let problemId: string;
const JOB = 4242;

beforeAll(async () => {
  gh = await startGreenhouseEmulator();
  problemId = await until(
    "a Ready problem in the registry",
    async () =>
      (await sql(`SELECT "problemId" FROM problem_registry WHERE status = 'Ready' ORDER BY "problemId" LIMIT 1`))[0]
        ?.problemId as string,
    120_000,
  );
  const { stdout } = await run(
    "npx",
    [
      "tsx",
      "--conditions=react-server",
      "scripts/ats-connect.ts",
      "--ats=greenhouse",
      `--key=${gh.apiKey}`,
      `--secret=${gh.secret}`,
      `--base-url=${gh.url}`,
      `--user-id=${gh.userId}`,
      `--dashboard-url=${baseUrl}`,
      `--rule=${JOB}:Screening=${problemId}`,
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: inject("databaseUrl"),
        AUTH_SECRET: inject("authSecret"),
        WEBHOOK_SECRET: inject("webhookSecret"),
        ATS_CALLBACK_HOSTS: "127.0.0.1",
      },
    },
  );
  expect(stdout).toContain(`${baseUrl}/api/ats/greenhouse/webhook`);
}, 180_000);
afterAll(() => gh?.close());

const screensOf = (applicationId: number) =>
  sql(`SELECT "interviewId", state FROM ats_application_screen WHERE ats = 'greenhouse' AND "applicationId" = $1`, [
    String(applicationId),
  ]);

const deliveriesFor = async (applicationId: number) =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ats_inbound_event WHERE ats = 'greenhouse' AND "deliveryId" LIKE $1`,
      [`candidate_stage_change:${applicationId}:%`],
    )
  )[0]!.n;

describe("Greenhouse web hooks in", () => {
  it("answers 401 and stores nothing when the signature does not match", async () => {
    const application = gh.addApplication({ jobId: JOB, name: "Eve Forger", email: "eve.forger@example.test" });
    const before = await sql(`SELECT count(*)::int AS n FROM ats_inbound_event`);
    expect(await gh.sendStageChange(hookUrl, application.id, "Screening", { secret: "not-the-secret" })).toBe(401);
    expect(await sql(`SELECT count(*)::int AS n FROM ats_inbound_event`)).toEqual(before);
    expect(await screensOf(application.id)).toEqual([]);
  });

  it("issues exactly one screen per application and stage, however often Greenhouse repeats the event", async () => {
    const application = gh.addApplication({
      jobId: JOB,
      name: "Ada Lovelace",
      email: `ada.${Date.now()}@example.test`,
    });
    const eventId = crypto.randomUUID();
    const answers = await Promise.all([
      gh.sendStageChange(hookUrl, application.id, "Screening", { eventId }),
      gh.sendStageChange(hookUrl, application.id, "Screening", { eventId }),
      gh.sendStageChange(hookUrl, application.id, "Screening"),
    ]);
    expect(answers).toEqual([200, 200, 200]);
    // The repeated event is stored once; the third send is another event (another body) about the same application.
    expect(await deliveriesFor(application.id)).toBe(2);
    const [row] = await until("the screen", async () => {
      const rows = await screensOf(application.id);
      return rows[0]?.interviewId ? rows : null;
    });
    expect(await screensOf(application.id)).toHaveLength(1);
    const candidates = await callApi("GET", `/candidates?integrationSource=greenhouse&externalId=${application.id}`);
    const [candidate] = candidates.body.candidates;
    expect(candidate).toMatchObject({
      email: application && gh.candidates.get(application.candidate_id)!.email_addresses[0]!.value,
    });
    const screens = await callApi("GET", `/candidates/${candidate.identifier}`);
    expect(screens.body.candidate.interviewIds).toEqual([row.interviewId]);
  }, 120_000);

  it("stores a captured delivery once, however it is replayed: a new Greenhouse-Event-ID, the hex in upper case", async () => {
    const application = gh.addApplication({
      jobId: JOB,
      name: "Mallory Replay",
      email: `mallory.${Date.now()}@example.test`,
    });
    const eventId = crypto.randomUUID();
    expect(await gh.sendStageChange(hookUrl, application.id, "Onsite", { eventId })).toBe(200);
    expect(await gh.replay(hookUrl, eventId, { newEventId: crypto.randomUUID() })).toBe(200);
    expect(await gh.replay(hookUrl, eventId, { upperCaseSignature: true })).toBe(200);
    expect(await gh.replay(hookUrl, eventId, { newEventId: crypto.randomUUID(), upperCaseSignature: true })).toBe(200);
    expect(await deliveriesFor(application.id)).toBe(1);
  });

  it("keeps an erased person erased when a delivery from before the erasure comes back", async () => {
    const email = `erased.${Date.now()}@example.test`;
    const application = gh.addApplication({ jobId: JOB, name: "Erin Erased", email });
    const eventId = crypto.randomUUID();
    expect(await gh.sendStageChange(hookUrl, application.id, "Onsite", { eventId })).toBe(200);
    // The erasure (lib/privacy) deletes their rows and keeps only keyed hashes of their identifiers.
    await sql(`DELETE FROM ats_inbound_event WHERE "deliveryId" LIKE $1`, [
      `candidate_stage_change:${application.id}:%`,
    ]);
    await sql(`DELETE FROM ats_log_entry WHERE "requestBody" LIKE $1`, [`%${application.id}%`]);
    await sql(
      `INSERT INTO erased_subject (id, "candidateHash", "emailHash", "atsHashes", cause) VALUES ($1, $2, $3, '{}', 'erasure')`,
      [
        crypto.randomUUID(),
        keyedHash(inject("authSecret"), "candidate", `cand-${application.id}`),
        keyedHash(inject("authSecret"), "email", email),
      ],
    );
    expect(await gh.replay(hookUrl, eventId, { newEventId: crypto.randomUUID() })).toBe(200);
    expect(await gh.sendStageChange(hookUrl, application.id, "Screening", { eventId })).toBe(200);
    expect(await deliveriesFor(application.id)).toBe(0);
    const kept = await sql(
      `SELECT id FROM ats_log_entry WHERE "requestBody" LIKE $1 OR "requestBody" ILIKE '%Erin%'
       UNION ALL SELECT id FROM ats_inbound_event WHERE payload::text LIKE $1`,
      [`%${email}%`],
    );
    expect(kept).toEqual([]);
    const [refusal] = await sql<{ responseBody: string }>(
      `SELECT "responseBody" FROM ats_log_entry WHERE ats = 'greenhouse' ORDER BY at DESC LIMIT 1`,
    );
    expect(refusal!.responseBody).toMatch(/erased/);
  });

  it("ignores a stage no rule names", async () => {
    const application = gh.addApplication({
      jobId: JOB,
      name: "Grace Hopper",
      email: `grace.${Date.now()}@example.test`,
    });
    expect(await gh.sendStageChange(hookUrl, application.id, "Onsite")).toBe(200);
    await until("the delivery to be processed", async () => {
      const [event] = await sql(`SELECT status FROM ats_inbound_event ORDER BY "receivedAt" DESC LIMIT 1`);
      return event?.status === "ignored";
    });
    expect(await screensOf(application.id)).toEqual([]);
  });
});

describe("the connection's settings", () => {
  it("saves with the key and secret left blank, keeping the saved ones (web hooks still verify)", async () => {
    const saved = await asAdmin("saveAtsConnectionAction", {
      ats: "greenhouse",
      apiKey: "",
      webhookSecret: "",
      baseUrl: gh.url,
      dashboardOrigin: baseUrl,
      actingUserId: gh.userId,
    });
    expect(saved).toMatchObject({ ats: "greenhouse" });
    const application = gh.addApplication({
      jobId: JOB,
      name: "Kept Secret",
      email: `kept.${Date.now()}@example.test`,
    });
    expect(await gh.sendStageChange(hookUrl, application.id, "Onsite")).toBe(200);
  });
});

describe("results out to Greenhouse", () => {
  it("writes one note with the score and a link back and attaches the PDF, through 429s and a 500 that landed", async () => {
    const application = gh.addApplication({
      jobId: JOB,
      name: "Alan Turing",
      email: `alan.${Date.now()}@example.test`,
    });
    expect(await gh.sendStageChange(hookUrl, application.id, "Screening")).toBe(200);
    const [row] = await until("the screen", async () => {
      const rows = await screensOf(application.id);
      return rows[0]?.interviewId ? rows : null;
    });
    gh.faults.rateLimited = 2;
    gh.faults.landThenFail = 1; // the note lands, the answer is a 500: the retry must find it, not write another
    await callControl("POST", `/assessments/${row.interviewId}/advance`, { body: { to: "Completed" } });
    const candidate = gh.candidates.get(application.candidate_id)!;
    await until(
      "the note and the PDF",
      async () => candidate.notes.length > 0 && gh.applications.get(application.id)!.attachments.length > 0,
      90_000,
    );
    const [message] = await until("the outbox message delivered", async () => {
      const rows = await sql(
        `SELECT status, attempts FROM outbox_message WHERE payload->>'applicationScreenId' = (SELECT id FROM ats_application_screen WHERE "applicationId" = $1)`,
        [String(application.id)],
      );
      return rows[0]?.status === "delivered" ? rows : null;
    });
    expect(message.attempts).toBeGreaterThan(1);
    expect(candidate.notes).toHaveLength(1);
    const results = (await callApi("GET", `/results/${row.interviewId}`)).body;
    expect(candidate.notes[0]!.body).toContain(`score ${Number(results.score.toFixed(1))}/100`);
    expect(candidate.notes[0]!.body).toContain(`Integrity risk: ${results.integrity_report.risk}`);
    expect(candidate.notes[0]!.body).toContain(`${baseUrl}/results/${row.interviewId}`);
    expect(gh.applications.get(application.id)!.attachments).toEqual([
      expect.objectContaining({ filename: `screening-results-${row.interviewId}.pdf`, type: "other" }),
    ]);
    expect(gh.calls.filter((c) => c.status === 429).length).toBeGreaterThanOrEqual(2);
    const log = await sql(
      `SELECT "requestBody", status FROM ats_log_entry WHERE ats = 'greenhouse' AND direction = 'out'`,
    );
    expect(log.some((l) => l.status === 429)).toBe(true);
    expect(JSON.stringify(log)).not.toContain(gh.apiKey);
  }, 120_000);
});

describe("at scale", () => {
  it("turns 500 stage changes sent at once into 500 screens, no duplicates", async () => {
    const applications = Array.from({ length: 500 }, (_, i) =>
      gh.addApplication({ jobId: JOB, name: `Bulk Person ${i}`, email: `bulk.${i}.${Date.now()}@example.test` }),
    );
    const answers: number[] = [];
    for (let i = 0; i < applications.length; i += 100)
      answers.push(
        ...(await Promise.all(
          applications.slice(i, i + 100).map((a) => gh.sendStageChange(hookUrl, a.id, "Screening")),
        )),
      );
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    const ids = applications.map((a) => String(a.id));
    const rows = await until(
      "500 screens",
      async () => {
        const found = await sql(
          `SELECT "interviewId" FROM ats_application_screen WHERE "applicationId" = ANY($1) AND "interviewId" IS NOT NULL`,
          [ids],
        );
        return found.length === 500 ? found : null;
      },
      540_000,
    );
    expect(new Set(rows.map((r) => r.interviewId)).size).toBe(500);
    // Generous bounds: 2,000 screening API calls under its limiter, on a shared 2-core machine (measured: 218 s).
  }, 600_000);
});
