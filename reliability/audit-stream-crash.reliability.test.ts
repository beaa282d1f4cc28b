import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { localCertificate } from "@/testing/tls-certificate";
import { startSyslogReceiver } from "@/emulators/syslog/receiver";
import { startAuditHttpsReceiver } from "@/emulators/audit-https/receiver";
import { recordMetrics } from "./support/metrics";
import { until } from "../testing/until";

/**
 * The audit stream survives its server being killed. Audit entries are written all along (straight into the log, as
 * any instance's actions would, 20 every 100 ms, 3,000 in all) while the whole log streams to a syslog-over-TLS
 * receiver and an HTTPS receiver, each taking 300 ms to acknowledge, so the kill lands between a receiver storing a
 * page and the server recording it. The launcher and its next-server get SIGKILL once 600 entries reached both; a
 * new server starts on the same data. Then each receiver must hold every entry of the log exactly once by seq, in
 * seq order, each with the log's hash:
 * - lost: a seq of the log that a receiver never got (must be 0);
 * - doubled: a seq a receiver got twice with different content (must be 0). A page acknowledged by the receiver
 *   just before the kill is sent again after it, with the same seq and hash, and the receiver drops it: that is the
 *   guarantee (at least once on the wire, once per seq at the receiver), counted as `resent` and bounded by one
 *   page (200 entries) per destination.
 */
const TOTAL = 3000;
const BURST = 20;
const PAGE = 200;
const authSecret = randomBytes(32).toString("base64url");

let dataDir: string;
let database: EmbeddedDatabase;
let server: AppServer | undefined;
let certificate: Awaited<ReturnType<typeof localCertificate>>;
let receivers: {
  syslog: Awaited<ReturnType<typeof startSyslogReceiver>>;
  https: Awaited<ReturnType<typeof startAuditHttpsReceiver>>;
};

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-audit-stream-crash-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  certificate = await localCertificate();
  receivers = {
    syslog: await startSyslogReceiver({ ...certificate, ackDelayMs: 300 }),
    https: await startAuditHttpsReceiver({ ...certificate, ackDelayMs: 300 }),
  };
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await receivers?.syslog.close();
  await receivers?.https.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("audit stream: SIGKILL while streaming", () => {
  it("loses no entry and doubles none at either receiver", async () => {
    const env = {
      DATABASE_URL: database.url,
      SANDBOX_API_KEYS: `acme:sbx_rel_${randomBytes(10).toString("hex")}`,
      AUTH_SECRET: authSecret,
      AUDIT_STREAM_HOSTS: "127.0.0.1",
      // The killed server's lease on each destination lapses soon: the shortest one allowed.
      AUDIT_STREAM_LEASE_SECONDS: "10",
    };
    server = await startAppServer({ dataDir, env });
    const actions = listServerActions();
    const add = async (args: unknown) => {
      const admin = await signIn(server!.baseUrl, "admin@sandbox.test");
      const { result } = await callAction(
        server!.baseUrl,
        actions.find((a) => a.name === "addAuditDestinationAction")!,
        args,
        admin,
      );
      expect(result).toMatchObject({ ok: true });
      return (result as { data: { secret: string | null } }).data;
    };
    const { cert } = certificate;
    await add({
      kind: "syslog",
      name: "Crash syslog",
      address: `127.0.0.1:${receivers.syslog.port}`,
      caPem: cert,
      from: "start",
    });
    const { secret } = await add({
      kind: "https",
      name: "Crash HTTPS",
      url: receivers.https.url(),
      caPem: cert,
      from: "start",
    });
    receivers.https.setSecret(secret!);

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const started = Date.now();
    let written = 0;
    const writer = (async () => {
      while (written < TOTAL) {
        await db.query(
          `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", after)
           SELECT gen_random_uuid(), 'crash@example.test', 'crash.entry', 'crash', 'entry-' || g, jsonb_build_object('n', g)
           FROM generate_series($1::int, $2::int) g`,
          [written + 1, written + BURST],
        );
        written += BURST;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      const both = () => Math.min(receivers.syslog.accepted.length, receivers.https.accepted.length);
      await until("600 entries at both receivers", () => both() >= 600, 300_000);
      const atKill = { syslog: receivers.syslog.accepted.length, https: receivers.https.accepted.length };
      const port = server.port;
      const killedAt = Date.now();
      await server.kill();
      server = await startAppServer({ dataDir, env, port });
      await writer;

      const { rows } = await db.query<{ seq: string; hash: string }>(
        `SELECT e.seq::text AS seq, e.hash FROM audit_event e ORDER BY e.seq`,
      );
      const head = rows.length;
      await until(
        () =>
          `every one of the ${head} entries at both receivers (syslog ${receivers.syslog.accepted.length}, https ${receivers.https.accepted.length})`,
        () => receivers.syslog.accepted.length >= head && receivers.https.accepted.length >= head,
        400_000,
        { intervalMs: 1000 },
      );

      const expected = rows.map((r) => `${r.seq}:${r.hash}`);
      const got = {
        syslog: receivers.syslog.accepted.map((m) => `${m.seq}:${m.hash}`),
        https: receivers.https.accepted.map((e) => `${e.seq}:${e.hash}`),
      };
      const lost = (list: string[]) => expected.filter((e) => !new Set(list).has(e)).length;
      const doubled = (repeats: { sameHash: boolean }[]) => repeats.filter((r) => !r.sameHash).length;
      recordMetrics("audit-stream-crash", {
        entries: head,
        secondsToKill: Math.round((killedAt - started) / 1000),
        secondsToRecover: Math.round((Date.now() - killedAt) / 1000),
        syslogAtKill: atKill.syslog,
        httpsAtKill: atKill.https,
        syslogLost: lost(got.syslog),
        httpsLost: lost(got.https),
        syslogDoubled: doubled(receivers.syslog.repeats),
        httpsDoubled: doubled(receivers.https.repeats),
        syslogResent: receivers.syslog.repeats.length,
        httpsResent: receivers.https.repeats.length,
      });
      // The kill came mid-stream, and the streams finished after it.
      expect(atKill.syslog).toBeLessThan(head);
      expect(atKill.https).toBeLessThan(head);
      // Exactly the log, in its order, each entry once by seq with its own hash: none lost, none doubled.
      expect(got.syslog).toEqual(expected);
      expect(got.https).toEqual(expected);
      expect(doubled(receivers.syslog.repeats)).toBe(0);
      expect(doubled(receivers.https.repeats)).toBe(0);
      expect(receivers.syslog.errors).toEqual([]);
      // What was sent again is what the kill left unrecorded: at most one page per destination.
      expect(receivers.syslog.repeats.length).toBeLessThanOrEqual(PAGE);
      expect(receivers.https.repeats.length).toBeLessThanOrEqual(PAGE);
    } finally {
      await writer.catch(() => {});
      await db.end();
    }
  }, 900_000);
});
