import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../../testing/inject";
import { dropDatabase, ensureDatabase, withDatabase } from "../embedded";
import { deployMigrations } from "../migrations";
import { backupDatabase } from "./backup";
import { restoreDatabase, RestoreRefused } from "./restore";

/**
 * Backup then restore into a fresh database gives the same rows: every table's count and a checksum of its rows
 * (text form, in order) agree, awkward values included (tabs, newlines, backslashes, "\." alone, unicode, nulls,
 * JSON, arrays); sequences continue past the restored rows; a non-empty target and another migration head are refused.
 */
const suffix = randomBytes(4).toString("hex");
const admin = withDatabase(inject("databaseUrl"), "postgres");
const source = withDatabase(admin, `backup_src_${suffix}`);
const target = withDatabase(admin, `backup_dst_${suffix}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const file = path.join(dir, "backup.sdb.gz");

async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Count and checksum of every table of the app's schemas. */
async function fingerprint(url: string) {
  const tables = await query<{ t: string }>(
    url,
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS t FROM information_schema.tables
     WHERE table_schema IN ('public', 'sandbox') AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    const [row] = await query<{ n: string; sum: string | null }>(
      url,
      `SELECT count(*)::text AS n, md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS sum FROM ${t} x`,
    );
    out[t] = `${row!.n}:${row!.sum ?? ""}`;
  }
  return out;
}

beforeAll(async () => {
  await ensureDatabase(admin, `backup_src_${suffix}`);
  await ensureDatabase(admin, `backup_dst_${suffix}`);
  await deployMigrations(source);
  const awkward = "tab\there\nnewline \\ backslash \\.\n\\.\r\nünïcødé 🎉 'quote' \"dq\"";
  await query(
    source,
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
     VALUES ('c1', $1, 'a@example.test', now(), 'k', 'a@example.test', 's', $2, now()),
            ('c2', 'Plain', 'b@example.test', now(), 'k2', 'b@example.test', 's2', '{}', now())`,
    [awkward, JSON.stringify({ note: awkward, list: [1, null, "x"] })],
  );
  await query(
    source,
    `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, "updatedAt")
     VALUES ('s1', 'c1', 'p1', 'technical-assessment', 'Completed', now(), '{}', now(), 81.5, now())`,
  );
  await query(
    source,
    `INSERT INTO sync_run (kind, trigger, "pageSize", notes) VALUES ('reconcile', 'test', 10, ARRAY[$1, NULL]), ('backfill', 'test', 10, '{}')`,
    [awkward],
  );
  await query(
    source,
    `INSERT INTO note (id, "targetType", "targetId", "authorId", body) VALUES ('n1', 'candidate', 'c1', 'u', $1)`,
    [awkward],
  );
  await query(source, `INSERT INTO sandbox.organization (id, name) VALUES ('org-backup', $1)`, [awkward]);
}, 120_000);

afterAll(async () => {
  await dropDatabase(admin, `backup_src_${suffix}`);
  await dropDatabase(admin, `backup_dst_${suffix}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("restores into a fresh database the same rows in every table", async () => {
    const header = await backupDatabase(source, fs.createWriteStream(file));
    expect(header.tables.find((t) => t.table === "public.mirror_candidate")?.rows).toBe(2);
    expect(header.migrationHead).toMatch(/^\d{14}_/);

    const restored = await restoreDatabase(target, fs.createReadStream(file));
    expect(restored.migrationHead).toBe(header.migrationHead);
    const [before, after] = await Promise.all([fingerprint(source), fingerprint(target)]);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
    expect(before["public.mirror_candidate"]).toMatch(/^2:/);

    // Sequences continue after the restored rows.
    const [run] = await query<{ id: string }>(
      target,
      `INSERT INTO sync_run (kind, trigger, "pageSize") VALUES ('reconcile', 'after', 10) RETURNING id::text`,
    );
    expect(Number(run!.id)).toBe(3);
  });

  it("refuses a database that is not empty, and a backup of another migration head", async () => {
    await expect(restoreDatabase(target, fs.createReadStream(file))).rejects.toThrow(RestoreRefused);
    const [headerLine, ...rest] = gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const other = path.join(dir, "other-head.sdb.gz");
    const header = JSON.parse(headerLine!) as { migrationHead: string };
    fs.writeFileSync(
      other,
      gzipSync([JSON.stringify({ ...header, migrationHead: "20200101000000_older" }), ...rest].join("\n")),
    );
    const empty = `backup_empty_${suffix}`;
    await ensureDatabase(admin, empty);
    try {
      await expect(restoreDatabase(withDatabase(admin, empty), fs.createReadStream(other))).rejects.toThrow(
        /migration 20200101000000_older/,
      );
      expect(
        await query(
          withDatabase(admin, empty),
          `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`,
        ),
      ).toEqual([]);
    } finally {
      await dropDatabase(admin, empty);
    }
  });
});
