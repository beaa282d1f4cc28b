import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, callControl, eventually, seededProblem, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { verifyAuditChain } from "@/lib/audit/verify-chain";
import { keyedHash } from "./keyed-hash";
import { scanPersonalData } from "../../testing/privacy/personal-data-scan";

/**
 * Erasure end to end: a candidate of the service with a completed screen, everything the team can attach to them
 * (notes, tags, a decision, flag verdicts, an IP report, a share link, a Scout run, an import row, notifications,
 * chat posts, caught mail, outbox and ATS bodies, webhook events, audit entries), exported, refused under legal
 * hold, erased; then no dashboard table names them, and neither a reconcile nor a later screen brings them back.
 */
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const tag = Date.now().toString(36);
const person = {
  name: `Privacy Person ${tag}`,
  email: `privacy.${tag}@example.test`,
  atsId: `ats-${tag}`,
  ip: "81.2.69.142",
};
let candidateId = "";
let screenId = "";
let admin = "";
let recruiter = "";

const call = async (name: string, args: unknown, cookie: string) => {
  const action = listServerActions().find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  return (await callAction(baseUrl, action, args, cookie)).result as {
    ok: boolean;
    message?: string;
    data?: Record<string, unknown>;
  };
};
const must = async (name: string, args: unknown, cookie: string) => {
  const result = await call(name, args, cookie);
  expect(result.ok, `${name}: ${result.message}`).toBe(true);
  return result.data!;
};
const needles = () => [person.name, person.email, person.atsId, person.ip, candidateId];

/** The team's data about them that no action makes in a test (other features' own writes). */
async function seedDirectly(userId: string) {
  const { name, email, atsId, ip } = person;
  await sql(
    `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, reason, note, "updatedAt")
     VALUES ($1, 'tab-switching', $2, 'confirmed', 'Seen on camera', $3, now())`,
    [screenId, userId, `${name} switched tabs`],
  );
  await sql(
    `INSERT INTO flag_review_change (id, "interviewId", "flagId", "reviewerId", verdict, reason, note)
     VALUES ($1, $2, 'tab-switching', $3, 'confirmed', 'Seen on camera', $4)`,
    [randomUUID(), screenId, userId, `${email} confirmed`],
  );
  await sql(
    `INSERT INTO review_request (id, "interviewId", "flagId", "assigneeId", "requestedById", note)
     VALUES ($1, $2, 'tab-switching', $3, $3, $4)`,
    [randomUUID(), screenId, userId, `Could you look at ${name} again?`],
  );
  await sql(
    `INSERT INTO scout_request (id, "candidateId", "triggeredById", "linkedinUrl", "resumeNames", status)
     VALUES ($1, $2, $3, 'https://linkedin.example/in/privacy', ARRAY[$4], 'completed')`,
    [randomUUID(), candidateId, userId, `${name} CV.pdf`],
  );
  const jobId = randomUUID();
  await sql(
    `INSERT INTO bulk_job (id, kind, "createdById", options, status, "totalRows", "updatedAt")
     VALUES ($1, 'import', $2, '{}', 'done', 1, now())`,
    [jobId, userId],
  );
  await sql(
    `INSERT INTO bulk_job_row (id, "jobId", position, "candidateId", name, email, "integrationSource", "externalId", state, "inputLine", "updatedAt")
     VALUES ($1, $2, 0, $3, $4, $5, 'greenhouse', $6, 'done', 2, now())`,
    [randomUUID(), jobId, candidateId, name, email, atsId],
  );
  await sql(
    `INSERT INTO notification (id, user_id, kind, event_key, subject_type, subject_id, facts, delivery)
     VALUES ($1, $2, 'screen.completed', $3, 'screen', $4, $5, 'digest')`,
    [randomUUID(), userId, `privacy-${tag}`, screenId, JSON.stringify({ candidate: candidateId })],
  );
  const channelId = randomUUID();
  await sql(
    `INSERT INTO chat_channel (id, name, provider, url_sealed, url_hint, kinds) VALUES ($1, $2, 'slack', 'sealed', '••••', '{}')`,
    [channelId, `privacy ${tag}`],
  );
  await sql(
    `INSERT INTO chat_post (id, channel_id, kind, event_key, subject_type, subject_id, facts)
     VALUES ($1, $2, 'screen.completed', $3, 'screen', $4, $5)`,
    [randomUUID(), channelId, `privacy-${tag}`, screenId, JSON.stringify({ name })],
  );
  await sql(`INSERT INTO caught_mail (id, "to", subject, html, text, headers) VALUES ($1, $2, $3, $4, $5, '{}')`, [
    randomUUID(),
    "reviewer@example.test",
    `${name} completed a screen`,
    `<p>${name} &lt;${email}&gt;</p>`,
    `${name} <${email}>`,
  ]);
  const outboxId = randomUUID();
  await sql(
    `INSERT INTO outbox_message (id, "targetKind", "idempotencyKey", payload, status) VALUES ($1, 'greenhouse', $2, $3, 'delivered')`,
    [outboxId, `privacy-${tag}`, JSON.stringify({ candidateId: atsId, body: `Score for ${name}` })],
  );
  const inboundId = randomUUID();
  await sql(
    `INSERT INTO ats_inbound_event (id, ats, "deliveryId", kind, payload, status) VALUES ($1, 'greenhouse', $2, 'stage', $3, 'processed')`,
    [inboundId, `privacy-${tag}`, JSON.stringify({ candidate: { id: atsId, email_addresses: [{ value: email }] } })],
  );
  await sql(
    `INSERT INTO ats_log_entry (id, ats, direction, method, url, status, "durationMs", "requestBody", "responseBody", "outboxId", "inboundId")
     VALUES ($1, 'greenhouse', 'out', 'POST', $2, 201, 12, $3, $4, $5, NULL), ($6, 'greenhouse', 'in', 'POST', '/api/ats/greenhouse/webhook', 200, 3, $7, NULL, NULL, $8)`,
    [
      randomUUID(),
      `https://harvest.greenhouse.io/v1/candidates/${atsId}/activity_feed/notes`,
      `{"body":"Score for ${name}"}`,
      `{"id":1}`,
      outboxId,
      randomUUID(),
      `{"email":"${email}"}`,
      inboundId,
    ],
  );
  await sql(
    `INSERT INTO ats_application_screen (id, ats, "applicationId", "stageKey", "atsCandidateId", "jobId", "problemId", "candidateId", "interviewId", state, "updatedAt")
     VALUES ($1, 'greenhouse', $2, 'stage-1', $3, 'job-1', 'prob', $4, $5, 'issued', now())`,
    [randomUUID(), `app-${tag}`, atsId, candidateId, screenId],
  );
  await sql(
    `INSERT INTO sync_run (kind, trigger, status, phase, "pageSize", notes, "finishedAt")
     VALUES ('reconcile', 'test', 'completed', 'done', 100, ARRAY[$1], now())`,
    [`1 screen candidate unknown to the service: ${candidateId}.`],
  );
  await sql(
    `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", after) VALUES ($1, 'admin@sandbox.test', 'ip.report', 'ip-report', $2, $3)`,
    [randomUUID(), randomUUID(), JSON.stringify({ ipAddress: ip, observedFor: name })],
  );
}

/** "Sync now" as an admin, then the run it starts, to its end. */
async function reconcileOnce() {
  const [{ latest }] = (await sql<{ latest: string | null }>(`SELECT max(id)::text AS latest FROM sync_run`)) as [
    { latest: string | null },
  ];
  await must("syncNowAction", {}, admin);
  await eventually(
    async () => {
      const [run] = await sql<{ status: string; lastError: string | null }>(
        `SELECT status, "lastError" FROM sync_run WHERE id > $1 ORDER BY id LIMIT 1`,
        [latest ?? "0"],
      );
      if (run?.status === "failed") throw new Error(`the reconcile failed: ${run.lastError}`);
      return run?.status === "completed" ? run : undefined;
    },
    90_000,
    "the requested reconcile to complete",
  );
}

const webhooksQuiet = () =>
  eventually(
    async () => {
      const [{ open }] = (await sql<{ open: number }>(
        `SELECT (SELECT count(*) FROM sandbox.webhook_delivery WHERE "organizationId" = 'acme' AND status = 'pending')
              + (SELECT count(*) FROM webhook_event WHERE status IN ('received', 'processing'))::int AS open`,
      )) as [{ open: number }];
      return Number(open) === 0 ? true : undefined;
    },
    30_000,
    "webhooks to be delivered and processed",
  );

beforeAll(async () => {
  [admin, recruiter] = await Promise.all([
    signIn(baseUrl, "admin@sandbox.test"),
    signIn(baseUrl, "recruiter@sandbox.test"),
  ]);
  const created = await callApi("POST", "/candidates", {
    body: { name: person.name, email: person.email, integrationSource: "greenhouse", externalId: person.atsId },
  });
  candidateId = created.body.identifier as string;
  const problem = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
  const issued = await callApi("POST", "/assessments", {
    body: { candidateIdentifier: candidateId, problemId: problem.id, shouldSendEmail: false },
  });
  screenId = issued.body.identifier as string;
  await callControl("POST", `/assessments/${screenId}/advance`, { body: { to: "Completed" } });
  await eventually(
    async () =>
      (await sql(`SELECT 1 FROM result_snapshot WHERE "interviewId" = $1`, [screenId])).length &&
      (await sql(`SELECT 1 FROM mirror_candidate WHERE id = $1`, [candidateId])).length
        ? true
        : undefined,
    30_000,
    "the completed screen and its candidate in the mirror",
  );
  await must(
    "addNoteAction",
    { targetType: "candidate", targetId: candidateId, body: `Called ${person.name}` },
    recruiter,
  );
  await must("addTagAction", { targetType: "candidate", targetId: candidateId, label: `privacy-${tag}` }, recruiter);
  await must(
    "setDecisionAction",
    { interviewId: screenId, decision: "hold", reason: `${person.email} asked to wait` },
    recruiter,
  );
  await must(
    "reportIpAction",
    { candidateId, reading: { ipAddress: person.ip, observedAt: new Date().toISOString(), source: "privacy test" } },
    recruiter,
  );
  await must("createShareLinkAction", { interviewId: screenId, days: 7 }, recruiter);
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = 'admin@sandbox.test'`);
  await seedDirectly(user!.id);
  await webhooksQuiet();
}, 120_000);

describe("erasing a candidate", () => {
  it("exports every row that refers to them first", async () => {
    const held = await scanPersonalData(databaseUrl, needles());
    // The seeds reached every kind of data the erasure names.
    for (const table of [
      "mirror_candidate",
      "note",
      "decision",
      "flag_review",
      "review_request",
      "ip_report",
      "scout_request",
      "bulk_job_row",
      "caught_mail",
      "outbox_message",
      "ats_log_entry",
      "ats_inbound_event",
      "ats_application_screen",
      "webhook_event",
      "audit_event",
      "sync_run",
    ])
      expect(held.has(table), `${table} holds them before the erasure`).toBe(true);

    const response = await fetch(`${baseUrl}/candidates/${encodeURIComponent(candidateId)}/export`, {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(strFromU8(files["README.txt"]!)).toContain("no delete endpoint");
    // The readable document comes first: who, what was decided, and when it will be erased, by the setting in force.
    expect(Object.keys(files)[0]).toBe("index.html");
    const index = strFromU8(files["index.html"]!);
    expect(index).toContain(`<h1>Your personal data, ${person.name}</h1>`);
    expect(index).toContain("Hold: keep the application waiting");
    expect(index).toContain(`${person.email} asked to wait`);
    const [retention] = await sql<{ value: { enabled: boolean } }>(
      `SELECT value FROM app_setting WHERE key = 'privacy.retention'`,
    );
    expect(index).toMatch(
      retention?.value.enabled
        ? /<p class="headline">Planned erasure: the nightly run of .+ UTC, \d+ days after your last screen ended/
        : /<p class="headline">Retention is off: we keep this data until an admin erases it/,
    );
    // The appendix tables leave the dashboard's own columns out, and keep what they say of the person.
    const [copy] = JSON.parse(strFromU8(files["data/mirror_candidate.json"]!)) as Record<string, unknown>[];
    expect(copy).toMatchObject({ id: candidateId, name: person.name, email: person.email, externalId: person.atsId });
    for (const column of ["nameKey", "emailKey", "searchText", "raw"]) expect(copy).not.toHaveProperty(column);
    const audit = JSON.parse(strFromU8(files["data/audit_event.json"]!)) as Record<string, unknown>[];
    for (const column of ["hash", "prevHash", "payloadHash"]) expect(audit[0]).not.toHaveProperty(column);
    expect(Object.keys(files).some((f) => f.startsWith("results/") && f.endsWith(".pdf"))).toBe(true);
    const lowered = needles().map((n) => n.toLowerCase());
    for (const [table, count] of held) {
      const file = files[`data/${table}.json`];
      expect(file, `the export has ${table}`).toBeDefined();
      // Entries about someone else that name them come apart, as where and how they are named (subject-rows.ts).
      const mentions = files[`data/${table}_mentions.json`];
      const rows = [
        ...(JSON.parse(strFromU8(file!)) as unknown[]),
        ...(mentions ? (JSON.parse(strFromU8(mentions)) as unknown[]) : []),
      ];
      const naming = rows.filter((row) => lowered.some((n) => JSON.stringify(row).toLowerCase().includes(n)));
      expect(naming.length, `rows of ${table} naming them in the export`).toBeGreaterThanOrEqual(count);
      expect(files[`data/${table}.csv`], `the export has ${table} as CSV`).toBeDefined();
    }
    const [audited] = await sql(`SELECT 1 FROM audit_event WHERE action = 'candidate.export' AND "targetId" = $1`, [
      candidateId,
    ]);
    expect(audited).toBeDefined();

    const refused = await fetch(`${baseUrl}/candidates/${encodeURIComponent(candidateId)}/export`, {
      headers: { cookie: recruiter },
    });
    expect(refused.status).toBe(403);
  });

  it("is refused under legal hold, with nothing erased", async () => {
    await must("placeLegalHoldAction", { candidateId, reason: "Litigation hold, case 42" }, admin);
    const refused = await call("eraseCandidatesAction", { candidateIds: [candidateId], reason: "Request" }, admin);
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/legal hold/);
    expect(await sql(`SELECT 1 FROM mirror_candidate WHERE id = $1`, [candidateId])).toHaveLength(1);
    await must("releaseLegalHoldAction", { candidateId }, admin);
  });

  it("leaves none of their name, email, ATS id, service id or IP address in any dashboard table", async () => {
    const refused = await call("eraseCandidatesAction", { candidateIds: [candidateId], reason: "Request" }, recruiter);
    expect(refused.ok).toBe(false);
    const erased = await must(
      "eraseCandidatesAction",
      { candidateIds: [candidateId], reason: `Erasure request from ${person.name}` },
      admin,
    );
    expect(erased).toMatchObject({ candidates: 1 });
    const counts = erased.counts as Record<string, number>;
    for (const kind of ["candidates", "screens", "results", "notes", "tags", "decisions", "flagVerdicts", "ipReports"])
      expect(counts[kind], kind).toBeGreaterThan(0);
    for (const kind of ["scoutRuns", "bulkRows", "shareLinks", "atsApplications", "atsLog", "outbox", "auditEntries"])
      expect(counts[kind], kind).toBeGreaterThan(0);

    expect(Object.fromEntries(await scanPersonalData(databaseUrl, needles()))).toEqual({});
    const [tombstone] = await sql<{ actorEmail: string; after: { reason: string; counts: object } }>(
      `SELECT "actorEmail", after FROM audit_event WHERE id = $1`,
      [erased.tombstoneId],
    );
    expect(tombstone).toMatchObject({ actorEmail: "admin@sandbox.test", after: { counts } });
    expect(tombstone!.after.reason).toBe("Erasure request from [erased]");
    // The audit log's chain survives the redaction: the tombstone seals what it redacted (lib/audit/chain-check.ts).
    const [sealed] = await sql<{ seal: string | null }>(`SELECT seal FROM audit_event WHERE id = $1`, [
      erased.tombstoneId,
    ]);
    expect(sealed?.seal).toMatch(/^[0-9a-f]{64}$/);
    const chain = await verifyAuditChain(databaseUrl);
    expect(chain.problem).toBeNull();
    expect(chain.redacted).toBeGreaterThan(0);
    const [subject] = await sql(`SELECT 1 FROM erased_subject WHERE "candidateHash" = $1 AND "emailHash" = $2`, [
      keyedHash(inject("authSecret"), "candidate", candidateId),
      keyedHash(inject("authSecret"), "email", person.email),
    ]);
    expect(subject).toBeDefined();
    const [link] = await sql<{ revokedAt: Date | null }>(
      `SELECT "revokedAt" FROM share_link WHERE "interviewId" = 'erased' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    expect(link?.revokedAt).not.toBeNull();
  });

  it("is not undone by a reconcile, and a later screen shows as erased here with nothing about them", async () => {
    await reconcileOnce();
    expect(await sql(`SELECT 1 FROM mirror_candidate WHERE id = $1`, [candidateId])).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM mirror_screen WHERE id = $1`, [screenId])).toHaveLength(0);

    const problem = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const issued = await callApi("POST", "/assessments", {
      body: { candidateIdentifier: candidateId, problemId: problem.id, shouldSendEmail: false },
    });
    const later = issued.body.identifier as string;
    await callControl("POST", `/assessments/${later}/advance`, { body: { to: "Completed" } });
    const standIn = await eventually(
      async () =>
        (
          await sql<{ candidateId: string; status: string }>(
            `SELECT "candidateId", status FROM mirror_screen WHERE id = $1 AND status = 'Completed'`,
            [later],
          )
        )[0],
      30_000,
      "the later screen in the mirror",
    );
    expect(standIn.candidateId).toMatch(/^erased-/);
    const [shown] = await sql<{ name: string; email: string }>(
      `SELECT name, email FROM mirror_candidate WHERE id = $1`,
      [standIn.candidateId],
    );
    expect(shown).toEqual({ name: "Erased here (the service still holds this person)", email: "" });
    await webhooksQuiet();
    await reconcileOnce();
    expect(await sql(`SELECT 1 FROM result_snapshot WHERE "interviewId" = $1`, [later])).toHaveLength(0);
    expect(Object.fromEntries(await scanPersonalData(databaseUrl, needles()))).toEqual({});

    const page = await fetch(`${baseUrl}/candidates/${encodeURIComponent(candidateId)}`, {
      headers: { cookie: admin },
    });
    const html = await page.text();
    expect(html).toContain("the service still holds this person");
    expect(html).not.toContain(person.name);
    for (const id of [screenId, later]) {
      const results = await fetch(`${baseUrl}/results/${encodeURIComponent(id)}`, { headers: { cookie: admin } });
      const text = await results.text();
      expect(text, `the results page of ${id}`).toContain("the service still holds this person");
      expect(text).not.toContain(person.name);
      const pdf = await fetch(`${baseUrl}/api/results/${encodeURIComponent(id)}/pdf`, { headers: { cookie: admin } });
      expect(pdf.status, `the results PDF of ${id}`).toBe(404);
    }
  });
});
