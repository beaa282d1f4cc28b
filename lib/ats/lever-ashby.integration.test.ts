import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, callControl, sql } from "@/testing/sandbox/api-client";
import { startAshbyEmulator, type AshbyEmulator } from "../../emulators/ashby/emulator";
import { startLeverEmulator, type LeverEmulator } from "../../emulators/lever/emulator";
import { until } from "../../testing/ats/until";

/**
 * Lever and Ashby through the same machinery as Greenhouse: their own signed stage-change web hooks in (a wrong
 * signature is a 401 and nothing is kept), one screen per application and stage, and the completed screen's note
 * and PDF out through their own endpoints, with a 429 and a 5xx that landed on the way.
 */
const run = promisify(execFile);
const baseUrl = inject("baseUrl");
let lever: LeverEmulator;
let ashby: AshbyEmulator;
let problemId: string;

const connect = (args: string[]) =>
  run("npx", ["tsx", "--conditions=react-server", "scripts/ats-connect.ts", ...args, `--dashboard-url=${baseUrl}`], {
    env: {
      ...process.env,
      DATABASE_URL: inject("databaseUrl"),
      AUTH_SECRET: inject("authSecret"),
      WEBHOOK_SECRET: inject("webhookSecret"),
      ATS_CALLBACK_HOSTS: "127.0.0.1",
    },
  });

const screenOf = (ats: string, applicationId: string) =>
  until("the screen", async () => {
    const [row] = await sql(
      `SELECT "interviewId" FROM ats_application_screen WHERE ats = $1 AND "applicationId" = $2 AND "interviewId" IS NOT NULL`,
      [ats, applicationId],
    );
    return row?.interviewId as string | undefined;
  });

beforeAll(async () => {
  [lever, ashby] = await Promise.all([startLeverEmulator(), startAshbyEmulator()]);
  problemId = await until(
    "a Ready problem",
    async () =>
      (await sql(`SELECT "problemId" FROM problem_registry WHERE status = 'Ready' ORDER BY "problemId" LIMIT 1`))[0]
        ?.problemId as string,
    120_000,
  );
  await connect([
    "--ats=lever",
    `--key=${lever.apiKey}`,
    `--secret=${lever.signatureToken}`,
    `--base-url=${lever.url}`,
    `--user-id=${lever.userId}`,
    `--rule=posting-1:Assessment=${problemId}`,
  ]);
  await connect([
    "--ats=ashby",
    `--key=${ashby.apiKey}`,
    `--secret=${ashby.secret}`,
    `--base-url=${ashby.url}`,
    `--rule=job-1:Assessment=${problemId}`,
  ]);
}, 180_000);
afterAll(() => Promise.all([lever?.close(), ashby?.close()]));

describe("Lever", () => {
  const hook = `${baseUrl}/api/ats/lever/webhook`;

  it("refuses a web hook signed with another token, keeping nothing", async () => {
    const opportunity = lever.addOpportunity({ postingId: "posting-1", name: "Eve", email: "eve.lever@example.test" });
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment", { secret: "wrong" })).toBe(401);
    expect(await sql(`SELECT 1 FROM ats_application_screen WHERE "applicationId" = $1`, [opportunity.id])).toEqual([]);
  });

  it("refuses a correctly signed delivery whose triggeredAt is 400 days old, keeping nothing", async () => {
    const opportunity = lever.addOpportunity({
      postingId: "posting-1",
      name: "Old Capture",
      email: "old.lever@example.test",
    });
    const token = `old${Date.now()}`;
    const triggeredAt = Date.now() - 400 * 24 * 60 * 60 * 1000;
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment", { token, triggeredAt })).toBe(401);
    expect(await sql(`SELECT 1 FROM ats_inbound_event WHERE ats = 'lever' AND "deliveryId" = $1`, [token])).toEqual([]);
    expect(await sql(`SELECT 1 FROM ats_application_screen WHERE "applicationId" = $1`, [opportunity.id])).toEqual([]);
  });

  it("issues one screen for a repeated candidateStageChange and writes one note and one file back", async () => {
    const opportunity = lever.addOpportunity({
      postingId: "posting-1",
      name: "Lin Lever",
      email: `lin.${Date.now()}@example.test`,
    });
    const token = crypto.randomUUID().replace(/-/g, "");
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment", { token })).toBe(200);
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment", { token })).toBe(200);
    expect(await lever.sendStageChange(hook, opportunity.id, "Assessment")).toBe(200);
    const interviewId = await screenOf("lever", opportunity.id);
    const candidates = await callApi("GET", `/candidates?integrationSource=lever&externalId=${opportunity.id}`);
    expect(candidates.body.candidates).toHaveLength(1);

    lever.faults.rateLimited = 1;
    lever.faults.landThenFail = 1;
    await callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
    await until(
      "the note and the file",
      async () => opportunity.notes.length > 0 && opportunity.files.length > 0,
      90_000,
    );
    await until("delivered", async () => {
      const rows = await sql(
        `SELECT status FROM outbox_message WHERE payload->>'ats' = 'lever' AND status = 'delivered' AND payload->>'applicationScreenId' IN (SELECT id FROM ats_application_screen WHERE "applicationId" = $1)`,
        [opportunity.id],
      );
      return rows.length === 1;
    });
    expect(opportunity.notes).toHaveLength(1);
    expect(opportunity.notes[0]!.text).toContain(`${baseUrl}/results/${interviewId}`);
    expect(opportunity.files).toEqual([expect.objectContaining({ name: `screening-results-${interviewId}.pdf` })]);
  }, 120_000);
});

describe("Ashby", () => {
  const hook = `${baseUrl}/api/ats/ashby/webhook`;

  it("refuses a web hook without the right Ashby-Signature, keeping nothing", async () => {
    const application = ashby.addApplication({ jobId: "job-1", name: "Eve", email: "eve.ashby@example.test" });
    expect(await ashby.sendStageChange(hook, application.id, "Assessment", { secret: "wrong" })).toBe(401);
    expect(await sql(`SELECT 1 FROM ats_application_screen WHERE "applicationId" = $1`, [application.id])).toEqual([]);
  });

  it("issues one screen for a repeated candidateStageChange and writes one note and one file back", async () => {
    const application = ashby.addApplication({
      jobId: "job-1",
      name: "Ash Byrne",
      email: `ash.${Date.now()}@example.test`,
    });
    const actionId = crypto.randomUUID();
    expect(await ashby.sendStageChange(hook, application.id, "Assessment", { actionId })).toBe(200);
    expect(await ashby.sendStageChange(hook, application.id, "Assessment", { actionId })).toBe(200);
    expect(await ashby.sendStageChange(hook, application.id, "Assessment")).toBe(200);
    const interviewId = await screenOf("ashby", application.id);

    ashby.faults.rateLimited = 1;
    ashby.faults.landThenFail = 1;
    await callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
    const candidateId = application.candidate.id;
    await until(
      "the note and the file",
      async () => (ashby.notes.get(candidateId)?.length ?? 0) > 0 && (ashby.files.get(candidateId)?.length ?? 0) > 0,
      90_000,
    );
    await until("delivered", async () => {
      const rows = await sql(
        `SELECT status FROM outbox_message WHERE payload->>'ats' = 'ashby' AND status = 'delivered' AND payload->>'applicationScreenId' IN (SELECT id FROM ats_application_screen WHERE "applicationId" = $1)`,
        [application.id],
      );
      return rows.length === 1;
    });
    expect(ashby.notes.get(candidateId)).toHaveLength(1);
    expect(ashby.files.get(candidateId)).toEqual([
      expect.objectContaining({ name: `screening-results-${interviewId}.pdf` }),
    ]);
  }, 120_000);
});
