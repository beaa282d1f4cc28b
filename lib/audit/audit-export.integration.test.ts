import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/bulk/csv";
import { inject } from "@/testing/inject";
import { signIn } from "@/testing/http-session";
import { sql } from "@/testing/sql";

/**
 * The audit log's export over HTTP: admin-only, the page's filters, every matching entry once in chain order across
 * many keyset batches (the route reads 500 at a time), formulas neutralised in CSV, and the download audited.
 */
const baseUrl = inject("baseUrl");
const tag = `export-${randomUUID().slice(0, 8)}`;
const COUNT = 1_234;
const formula = '=HYPERLINK("http://evil.test","x")';
let admin = "";

const download = (query: string, cookie = admin) =>
  fetch(`${baseUrl}/settings/audit/export?${query}`, { headers: { cookie }, redirect: "manual" });

beforeAll(async () => {
  admin = await signIn(baseUrl, "admin@sandbox.test");
  // Written in one statement (the trigger chains each row), interleaved with other actions' entries.
  await sql(
    `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", after)
     SELECT gen_random_uuid(), CASE WHEN n = 7 THEN $3 ELSE 'exporter@test' END,
       CASE WHEN n % 2 = 0 THEN 'export.even' ELSE 'export.odd' END, 'export', $1 || '-' || n, jsonb_build_object('n', n)
     FROM generate_series(1, $2::int) AS n`,
    [tag, COUNT, formula],
  );
}, 120_000);

describe("the audit export", () => {
  it("streams every matching entry once, oldest first, as JSON Lines", async () => {
    const response = await download(`format=jsonl&target=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/jsonl/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="audit-log-.*\.jsonl"/);
    const lines = (await response.text()).trimEnd().split("\n");
    const entries = lines.map(
      (l) => JSON.parse(l) as { seq: string; targetId: string; after: { n: number }; hash: string },
    );
    expect(entries).toHaveLength(COUNT);
    expect(new Set(entries.map((e) => e.targetId)).size).toBe(COUNT);
    const seqs = entries.map((e) => BigInt(e.seq));
    expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
    expect(entries.map((e) => e.after.n)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    expect(entries[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("applies the page's filters and neutralises formulas in CSV", async () => {
    const response = await download(`format=csv&target=${tag}&action=export.odd`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header!.slice(0, 7)).toEqual(["seq", "at", "actorEmail", "actorId", "action", "targetType", "targetId"]);
    expect(rows).toHaveLength(Math.ceil(COUNT / 2));
    expect(rows.every((r) => r[4] === "export.odd")).toBe(true);
    const seventh = rows.find((r) => r[6] === `${tag}-7`)!;
    expect(seventh[2]).toBe(`'${formula}`);
    expect(JSON.parse(seventh[8]!)).toEqual({ n: 7 });
  });

  it("is refused to anyone but an admin and for an unknown format", async () => {
    expect((await download(`format=csv&target=${tag}`, "")).status).toBe(401);
    const recruiter = await signIn(baseUrl, "recruiter@sandbox.test");
    const manager = await signIn(baseUrl, "manager@sandbox.test");
    expect((await download(`format=csv&target=${tag}`, recruiter)).status).toBe(403);
    expect((await download(`format=jsonl&target=${tag}`, manager)).status).toBe(403);
    expect((await download(`format=xml&target=${tag}`)).status).toBe(400);
  });

  it("audits each download with its format and filters", async () => {
    const entries = await sql<{ actorEmail: string; targetId: string; metadata: { filters: object } }>(
      `SELECT "actorEmail", "targetId", metadata FROM audit_event WHERE action = 'audit.export'
       AND metadata->'filters'->>'target' = $1 ORDER BY seq`,
      [tag],
    );
    expect(entries.map((e) => e.targetId)).toEqual(["jsonl", "csv"]);
    expect(entries[1]).toMatchObject({
      actorEmail: "admin@sandbox.test",
      metadata: { filters: { target: tag, action: "export.odd" } },
    });
  });
});
