import "server-only";
import pg from "pg";
import {
  checkHead,
  checkKept,
  checkRow,
  startState,
  type ChainProblem,
  type ChainRow,
  type KeptHash,
} from "./chain-check";
import { PAYLOAD_HASH_SQL, ROW_HASH_SQL, SEAL_DIGEST_SQL } from "./chain-sql";

/** Rows read per query: the walk holds one page at a time, whatever the log's size. */
const PAGE = 2_000;

export interface ChainReport {
  entries: number;
  redacted: number;
  problem: ChainProblem | null;
}

/** A row as the page query returns it: a ChainRow whose `seq` comes as text (a bigint). */
type PageRow = Omit<ChainRow, "seq"> & { seq: string | null };

const PAGE_SQL = `
  SELECT e.seq::text AS seq, e.id, e.action, e."prevHash", e.hash, e."payloadHash", e.seal,
    ${ROW_HASH_SQL} AS "hashNow", ${PAYLOAD_HASH_SQL} AS "payloadNow",
    (SELECT r."payloadHash" FROM audit_redaction r WHERE r."eventSeq" = e.seq AND r."sealSeq" IS NOT NULL
      ORDER BY r.id DESC LIMIT 1) AS "redactedHash",
    ${SEAL_DIGEST_SQL} AS "sealNow"
  FROM audit_event e WHERE e.seq > $1 ORDER BY e.seq LIMIT ${PAGE}`;

const toRow = (r: PageRow): ChainRow => ({ ...r, seq: r.seq === null ? null : BigInt(r.seq) });

/**
 * Walks the whole audit log in `seq` order, a page at a time, recomputing every hash in its own SQL
 * (lib/audit/chain-sql.ts, not the database's functions), and stops at the first edited, inserted or deleted entry.
 * `client` must be inside a REPEATABLE READ transaction, so that entries written meanwhile neither count nor confuse
 * the walk. `kept`: an entry's hash kept outside the database, which the chain must still hold.
 */
export async function walkAuditChain(client: pg.ClientBase, kept?: KeptHash): Promise<ChainReport> {
  const { rows: heads } = await client.query<{ seq: string; hash: string }>(
    `SELECT seq::text AS seq, hash FROM audit_chain_head WHERE id = 1`,
  );
  if (!heads[0]) throw new Error("audit_chain_head has no row: the audit log has no hash chain to verify.");
  const head = { seq: BigInt(heads[0].seq), hash: heads[0].hash };
  const unplaced = await client.query<{ id: string }>(`SELECT id FROM audit_event WHERE seq IS NULL LIMIT 1`);
  const loose = unplaced.rows[0]?.id;
  if (loose)
    return {
      entries: 0,
      redacted: 0,
      problem: { kind: "inserted", seq: null, id: loose, detail: `entry ${loose} has no place in the chain` },
    };
  let state = startState();
  let entries = 0;
  let redacted = 0;
  for (;;) {
    const { rows } = await client.query<PageRow>(PAGE_SQL, [(state.last?.seq ?? 0n).toString()]);
    for (const row of rows.map(toRow)) {
      if (row.seq !== null && row.seq > head.seq) {
        const detail = `entry ${row.seq} (${row.id}) lies beyond the chain's head (${head.seq})`;
        return { entries, redacted, problem: { kind: "inserted", seq: row.seq, id: row.id, detail } };
      }
      const checked = checkRow(row, state);
      const problem = checked.problem ?? (kept ? checkKept(row, kept) : null);
      if (problem) return { entries, redacted, problem };
      state = checked.state;
      entries += 1;
      if (row.payloadNow !== row.payloadHash) redacted += 1;
    }
    if (rows.length < PAGE) break;
  }
  const lastSeq = state.last?.seq ?? 0n;
  if (kept && kept.seq > lastSeq) {
    const detail = `entries ${lastSeq + 1n}–${kept.seq} are missing: an outside copy kept entry ${kept.seq}`;
    return { entries, redacted, problem: { kind: "deleted", afterSeq: lastSeq, detail } };
  }
  return { entries, redacted, problem: checkHead(state, head) };
}

/** `npm run audit:verify`: the walk on its own connection, in one read-only snapshot. */
export async function verifyAuditChain(databaseUrl: string, kept?: KeptHash): Promise<ChainReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    return await walkAuditChain(client, kept);
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end();
  }
}
