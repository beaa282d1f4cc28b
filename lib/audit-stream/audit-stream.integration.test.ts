import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { localCertificate } from "@/testing/tls-certificate";
import { until } from "@/testing/until";
import { startSyslogReceiver } from "../../emulators/syslog/receiver";
import { startAuditHttpsReceiver } from "../../emulators/audit-https/receiver";

/**
 * The audit stream end to end against the running app (AUDIT_STREAM_HOSTS=127.0.0.1, integration-setup.ts): a
 * syslog-over-TLS receiver and an HTTPS receiver on 127.0.0.1 with certificates made now, destinations added through
 * the admin's actions, audit entries written straight into the log (its trigger chains them).
 */
const baseUrl = inject("baseUrl");
const actions = listServerActions();
const call = async (name: string, args: unknown, cookie: string) => {
  const found = actions.find((a) => a.name === name);
  if (!found) throw new Error(`no server action ${name}`);
  return (await callAction(baseUrl, found, args, cookie)).result as
    | { ok: true; data: { name: string; secret: string | null } }
    | { ok: false; message: string; fieldErrors?: Record<string, string[]> };
};
const ok = async (name: string, args: unknown, cookie: string) => {
  const result = await call(name, args, cookie);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result)}`);
  return result.data;
};

let admin: string;
let good: Awaited<ReturnType<typeof localCertificate>>;
let stranger: Awaited<ReturnType<typeof localCertificate>>;
let syslog: Awaited<ReturnType<typeof startSyslogReceiver>>;
let https: Awaited<ReturnType<typeof startAuditHttpsReceiver>>;
const run = randomBytes(3).toString("hex");
let secret: string;

/** Writes `n` audit entries; returns their seqs. */
async function writeEntries(n: number) {
  const rows = await sql<{ seq: string }>(
    `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", after)
     SELECT gen_random_uuid(), 'stream@example.test', 'stream.test', 'stream', $1 || '-' || g, jsonb_build_object('n', g)
     FROM generate_series(1, $2::int) g RETURNING seq::text`,
    [run, n],
  );
  return rows.map((r) => r.seq);
}
const destination = async (name: string) =>
  (
    await sql<{ id: string; last_error: string | null; delivered_seq: string }>(
      `SELECT id, last_error, delivered_seq::text FROM audit_destination WHERE name = $1`,
      [name],
    )
  )[0]!;
const settingsPage = async () => (await fetch(`${baseUrl}/settings/security`, { headers: { cookie: admin } })).text();
/** The receiver's first copy of each seq must run 1 by 1 from its first: in order, none missing in between. */
const contiguous = (seqs: string[]) => seqs.every((seq, i) => i === 0 || BigInt(seq) === BigInt(seqs[i - 1]!) + 1n);
const syslogSeqs = () => syslog.accepted.map((m) => m.seq!);
const httpsSeqs = () => https.accepted.map((e) => e.seq);

beforeAll(async () => {
  admin = await signIn(baseUrl, "admin@sandbox.test");
  [good, stranger] = await Promise.all([localCertificate(), localCertificate("someone else")]);
  syslog = await startSyslogReceiver(good);
  https = await startAuditHttpsReceiver(good);
  await ok(
    "addAuditDestinationAction",
    { kind: "syslog", name: `Syslog ${run}`, address: `127.0.0.1:${syslog.port}`, caPem: good.cert, from: "now" },
    admin,
  );
  const added = await ok(
    "addAuditDestinationAction",
    { kind: "https", name: `HTTPS ${run}`, url: https.url(`/in/${run}`), caPem: good.cert, from: "now" },
    admin,
  );
  // Until the secret is known here, the receiver refuses (401) and the stream retries after its backoff.
  secret = added.secret!;
  https.setSecret(secret);
  https.refused.length = 0;
});

afterAll(async () => {
  const rows = await sql<{ id: string }>(`SELECT id FROM audit_destination WHERE name LIKE $1`, [`% ${run}%`]);
  for (const { id } of rows) await call("deleteAuditDestinationAction", { id }, admin);
  await syslog?.close();
  await https?.close();
});

describe("audit stream", () => {
  it("delivers every entry to syslog and HTTPS in seq order, framed, signed and carrying its seq and hash", async () => {
    const seqs = await writeEntries(30);
    await until("both receivers to have the 30 entries", () =>
      seqs.every((s) => syslogSeqs().includes(s) && httpsSeqs().includes(s)),
    );
    const hashes = new Map(
      (
        await sql<{ seq: string; hash: string }>(
          `SELECT seq::text, hash FROM audit_event WHERE seq = ANY($1::bigint[])`,
          [seqs],
        )
      ).map((r) => [r.seq, r.hash]),
    );
    expect(syslog.errors).toEqual([]);
    expect(https.refused).toEqual([]);
    expect(contiguous(syslogSeqs())).toBe(true);
    expect(contiguous(httpsSeqs())).toBe(true);
    for (const seq of seqs) {
      const message = syslog.accepted.find((m) => m.seq === seq)!;
      expect(message.hash).toBe(hashes.get(seq));
      expect(message.message).toMatchObject({
        pri: 110,
        version: 1,
        appName: "screening-dashboard",
        msgId: "stream.test",
        bom: true,
      });
      expect(JSON.parse(message.message.msg!)).toMatchObject({ seq, hash: hashes.get(seq), action: "stream.test" });
      expect(https.accepted.find((e) => e.seq === seq)).toMatchObject({ hash: hashes.get(seq), action: "stream.test" });
    }
    // Each destination's own "added" entry came first: the stream starts right after the head at the time it was added.
    expect(syslog.accepted[0]!.message.msgId).toBe("audit.destination.add");
    expect(syslog.repeats.filter((r) => !r.sameHash)).toEqual([]);
  });

  it("sends again what a receiver that was down missed, nothing lost and in order, and says why meanwhile", async () => {
    await syslog.stop();
    await https.stop();
    const seqs = await writeEntries(12);
    await until("both destinations to record the refusal", async () => {
      const [s, h] = [await destination(`Syslog ${run}`), await destination(`HTTPS ${run}`)];
      return s.last_error?.includes("refused the connection") && h.last_error?.includes("refused the connection");
    });
    expect(await settingsPage()).toContain(`127.0.0.1:${syslog.port} refused the connection`);
    await syslog.start();
    await https.start();
    await until(
      "the missed entries at both receivers",
      () => seqs.every((s) => syslogSeqs().includes(s) && httpsSeqs().includes(s)),
      90_000,
    );
    expect(contiguous(syslogSeqs())).toBe(true);
    expect(contiguous(httpsSeqs())).toBe(true);
    await until("the errors cleared", async () => (await destination(`Syslog ${run}`)).last_error === null);
  }, 120_000);

  it("names a server certificate from another CA in words, on the page and for the test event", async () => {
    const name = `Wrong CA ${run}`;
    await ok(
      "addAuditDestinationAction",
      { kind: "syslog", name, address: `127.0.0.1:${syslog.port}`, caPem: stranger.cert, from: "now" },
      admin,
    );
    const failing = await until("the certificate refused", async () => {
      const row = await destination(name);
      return row.last_error ? row : null;
    });
    expect(failing.last_error).toMatch(/is not signed by a CA this destination trusts .*paste the CA that issued it/);
    expect(await settingsPage()).toContain("is not signed by a CA this destination trusts");
    const test = await call("testAuditDestinationAction", { id: failing.id }, admin);
    expect(test).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The test event was not received: The certificate of/),
    });
  });

  it("sends a test event that carries no seq, to syslog and HTTPS", async () => {
    const before = syslog.received.length;
    await ok("testAuditDestinationAction", { id: (await destination(`Syslog ${run}`)).id }, admin);
    await ok("testAuditDestinationAction", { id: (await destination(`HTTPS ${run}`)).id }, admin);
    const test = syslog.received.slice(before).find((m) => m.message.msgId === "test");
    expect(test?.seq).toBeNull();
    expect(https.tests.at(-1)).toMatchObject({ type: "audit.test", events: [] });
  });

  it("refuses a private address, a malformed certificate and a plain URL, each with a reason; the secret never shows", async () => {
    const refused = await call(
      "addAuditDestinationAction",
      { kind: "https", name: `Private ${run}`, url: "https://10.1.2.3/audit", caPem: "", from: "now" },
      admin,
    );
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringContaining("audit destinations must be public addresses"),
    });
    const garbled = await call(
      "addAuditDestinationAction",
      {
        kind: "syslog",
        name: `Garbled ${run}`,
        address: `127.0.0.1:${syslog.port}`,
        caPem: "-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----",
        from: "now",
      },
      admin,
    );
    expect(garbled).toMatchObject({
      ok: false,
      message: "Certificate 1 of the CA is malformed: it is not a PEM X.509 certificate.",
    });
    const plain = await call(
      "addAuditDestinationAction",
      { kind: "https", name: `Plain ${run}`, url: "http://127.0.0.1/audit", caPem: "", from: "now" },
      admin,
    );
    expect(plain).toMatchObject({ ok: false, fieldErrors: { url: [expect.stringContaining("https://")] } });
    const page = await settingsPage();
    expect(page).toContain(`HTTPS ${run}`);
    expect(page).not.toContain(`/in/${run}`);
    expect(page).not.toContain(secret);
  });
});
