import http from "node:http";
import bcrypt from "bcryptjs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { recordMetrics } from "./support/metrics";
import { signer } from "./support/webhook-deliveries";

/**
 * What the second security review found, kept fixed (the resume readers and sign-in are in security.reliability and
 * accounts.reliability): the sandbox's Scout route refuses a body with no length, /api/live caps streams, IPv4
 * hidden in IPv6 is refused as a webhook target, an oversized server action answers 413 in words, another
 * organization's scout.completed is not stored, unfinished rosters are capped and expire, and a CSV cell that a
 * semicolon-locale spreadsheet would split cannot start a formula.
 */
const baseUrl = inject("baseUrl");
const apiKey = inject("apiKey");
const sign = signer(inject("webhookSecret"));
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const run = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
afterAll(() => pool.end());

let admin: string;
let candidateId: string;
beforeAll(async () => {
  admin = await signIn(baseUrl, "admin@sandbox.test");
  const list = (await (
    await fetch(`${baseUrl}/api/public/candidates`, { headers: { "x-api-key": apiKey } })
  ).json()) as { candidates: Array<{ identifier: string }> };
  candidateId = list.candidates[0]!.identifier;
});

const action = (name: string) => listServerActions().find((a) => a.name === name)!;

/** Sends a chunked body (no Content-Length) of `megabytes` and returns the status and how much was sent before it. */
function chunkedUpload(url: string, headers: Record<string, string>, megabytes: number) {
  return new Promise<{ status: number; sentMb: number }>((resolve, reject) => {
    let sent = 0;
    const request = http.request(url, { method: "POST", headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, sentMb: sent / 1024 / 1024 });
      request.destroy();
    });
    request.on("error", (error) => (sent >= megabytes * 1024 * 1024 ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    const pump = () => {
      while (sent < megabytes * 1024 * 1024 && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    request.write("--x\r\n");
    pump();
  });
}

describe("the sandbox's Scout route", () => {
  it("refuses a chunked body with no length (411) before reading it, and one declared past 10 resumes (413)", async () => {
    const url = `${baseUrl}/api/public/candidates/${candidateId}/scout`;
    const chunked = await chunkedUpload(
      url,
      { "x-api-key": apiKey, "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" },
      200,
    );
    recordMetrics("scout-chunked", chunked);
    expect(chunked.status).toBe(411);
    expect(chunked.sentMb).toBeLessThan(200);
    const declared = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: "POST",
          headers: {
            "x-api-key": apiKey,
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(120 * 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(declared).toBe(413);
  });
});

describe("/api/live", () => {
  it("caps one person's streams (429 past the cap) and gives a slot back when a stream closes", async () => {
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${baseUrl}/api/live`, { headers: { cookie: admin }, signal: controller.signal });
      return { status: response.status, close: () => controller.abort() };
    };
    const streams = [];
    let refusedAt = 0;
    for (let i = 1; i <= 20 && !refusedAt; i++) {
      const stream = await open();
      if (stream.status === 429) refusedAt = i;
      else streams.push(stream);
    }
    recordMetrics("live-streams", { refusedAt });
    expect(refusedAt).toBeGreaterThan(1);
    expect(refusedAt).toBeLessThanOrEqual(20);
    streams.pop()!.close();
    // The server hears the close a moment later: polled, within a bound.
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const stream = await open();
      again = stream.status;
      if (again === 200) streams.push(stream);
    }
    expect(again).toBe(200);
    for (const stream of streams) stream.close();
  });
});

describe("webhook targets", () => {
  it("IPv4-compatible and IPv4-mapped IPv6 spellings of internal addresses are refused", async () => {
    for (const url of [
      "http://[::127.0.0.1]/",
      "http://[::a00:1]/",
      "http://[0:0:0:0:0:0:127.0.0.1]/",
      "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
    ]) {
      const response = await fetch(`${baseUrl}/api/sandbox/webhook-endpoint`, {
        method: "POST",
        headers: { "x-api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { message: string }).message, url).toMatch(/public addresses only/);
    }
  });
});

describe("server actions", () => {
  it("a body over Next.js's 1 MB limit answers 413 with a message, not a 500 digest", async () => {
    const sync = action("syncNowAction");
    const response = await fetch(`${baseUrl}/settings/sync`, {
      method: "POST",
      headers: {
        cookie: admin,
        origin: baseUrl,
        "Next-Action": sync.id,
        Accept: "text/x-component",
        "Content-Type": "text/plain;charset=UTF-8",
      },
      body: JSON.stringify([{ pad: "x".repeat(2 * 1024 * 1024) }]),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/too large to send \(at most 1 MB/);
  });
});

describe("webhooks from other organizations", () => {
  it("scout.completed for a candidate this organization cannot read stores no Scout request and no personal data", async () => {
    const foreign = `cand_globex_${run}`;
    const id = `msg_foreign_${run}`;
    const body = JSON.stringify({
      type: "scout.completed",
      timestamp: new Date().toISOString(),
      data: { candidateIdentifier: foreign, verdict: "pass", name: "Globex Person", email: "person@globex.example" },
    });
    const response = await fetch(`${baseUrl}/api/webhooks/screening`, {
      method: "POST",
      headers: { "content-type": "application/json", ...sign(id, new Date(), body) },
      body,
    });
    expect(response.status).toBeLessThan(300);
    let status = "received";
    for (let i = 0; i < 100 && ["received", "processing"].includes(status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      status =
        (await pool.query<{ status: string }>(`SELECT status FROM webhook_event WHERE id = $1`, [id])).rows[0]
          ?.status ?? "received";
    }
    expect(status).toBe("ignored");
    const stored = await pool.query(`SELECT 1 FROM scout_request WHERE "candidateId" = $1`, [foreign]);
    expect(stored.rowCount).toBe(0);
    const payload = await pool.query<{ payload: unknown }>(`SELECT payload FROM webhook_event WHERE id = $1`, [id]);
    expect(JSON.stringify(payload.rows[0]?.payload)).not.toMatch(/globex\.example|Globex Person/);
  });
});

describe("roster imports", () => {
  it("at most three unfinished per person; one left preparing past an hour is deleted with its rows", async () => {
    const email = `importer-${run}@example.com`;
    await pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", role, "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'recruiter', now())`,
      [email, await bcrypt.hash("import-password", 10)],
    );
    const recruiter = await signIn(baseUrl, email, "import-password");
    const create = action("createImportJobAction");
    const start = (i: number) =>
      callAction(
        baseUrl,
        create,
        { roster: [{ name: `Part ${i}`, email: `part-${i}-${run}@example.com` }], totalRows: 49_999 },
        recruiter,
      );
    const started = [];
    for (let i = 0; i < 3; i++) started.push((await start(i)).result as { ok: boolean; data?: { jobId: string } });
    expect(started.every((r) => r.ok)).toBe(true);
    const fourth = (await start(3)).result as { ok: boolean; message?: string };
    expect(fourth.ok).toBe(false);
    expect(fourth.message).toMatch(/already have 3 rosters still uploading/);
    const abandoned = started[0]!.data!.jobId;
    await pool.query(`UPDATE bulk_job SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [abandoned]);
    const fifth = (await start(4)).result as { ok: boolean };
    expect(fifth.ok).toBe(true);
    expect((await pool.query(`SELECT 1 FROM bulk_job WHERE id = $1`, [abandoned])).rowCount).toBe(0);
    expect((await pool.query(`SELECT 1 FROM bulk_job_row WHERE "jobId" = $1`, [abandoned])).rowCount).toBe(0);
  });
});

describe("CSV exports", () => {
  it("a cell a semicolon-locale spreadsheet would split is quoted and cannot start a formula", async () => {
    const hostile = "Ann;=cmd|' /C calc'!A0";
    const created = (
      await callAction(
        baseUrl,
        action("createImportJobAction"),
        { roster: [{ name: hostile, email: `csv-${run}@example.com` }] },
        admin,
      )
    ).result as { ok: boolean; data: { jobId: string } };
    expect(created.ok).toBe(true);
    const csv = await (
      await fetch(`${baseUrl}/api/bulk/${created.data.jobId}/export`, { headers: { cookie: admin } })
    ).text();
    expect(csv).toContain(`"Ann;'=cmd|' /C calc'!A0"`);
    // Split as Excel would in a semicolon locale, no piece starts a formula.
    for (const piece of csv.split(/[;,\t\r\n]/)) expect(piece.replace(/^"/, "")).not.toMatch(/^[=+@]/);
  });
});
