/**
 * The audit log's hash chain, checked one entry at a time in `seq` order (docs/guide/single-sign-on-and-audit.md).
 * Pure: lib/audit/verify-chain.ts reads the rows, with the hashes recomputed by the database, and feeds them here.
 */

/** The hash the first entry names as the one before it. */
export const GENESIS_HASH = "0".repeat(64);

/** One entry as the verifier sees it: what is stored, and what its content hashes to now. */
export interface ChainRow {
  seq: bigint | null;
  id: string;
  action: string;
  prevHash: string | null;
  hash: string | null;
  payloadHash: string | null;
  seal: string | null;
  /** The hash of the row's stored fields (prevHash, seq, id, at, actor, action, targetType, payloadHash, seal). */
  hashNow: string;
  /** The hash of the row's text (targetId, before, after, metadata) as it is now. */
  payloadNow: string;
  /** The newest sealed redaction of this row's text, if an erasure redacted it. */
  redactedHash: string | null;
  /** The digest of the redaction records sealed by this row (null when it seals none). */
  sealNow: string | null;
}

export type ChainProblem =
  | { kind: "edited"; seq: bigint; id: string; detail: string }
  | { kind: "inserted"; seq: bigint | null; id: string; detail: string }
  | { kind: "deleted"; afterSeq: bigint; detail: string };

/** Where the walk is: the last two rows seen (a row inserted between two others is told by the one after it). */
export interface ChainState {
  last: { seq: bigint; hash: string; id: string } | null;
  beforeLast: { seq: bigint; hash: string } | null;
}

export const startState = (): ChainState => ({ last: null, beforeLast: null });

/** Actions whose entries may seal redactions: an erasure's tombstone (lib/privacy/erase-candidates.ts). */
export const isErasureAction = (action: string) => action === "candidate.erase" || action.startsWith("retention.");

function linkProblem(row: ChainRow & { seq: bigint }, state: ChainState): ChainProblem | null {
  const expected = state.last?.hash ?? GENESIS_HASH;
  if (row.prevHash === expected) return null;
  const afterSeq = state.last?.seq ?? 0n;
  if (state.last && row.prevHash === (state.beforeLast?.hash ?? GENESIS_HASH))
    return {
      kind: "inserted",
      seq: state.last.seq,
      id: state.last.id,
      detail: `entry ${state.last.seq} (${state.last.id}) was put into the chain: the entry after it links past it`,
    };
  if (row.seq > afterSeq + 1n)
    return {
      kind: "deleted",
      afterSeq,
      detail: `entr${row.seq - afterSeq === 2n ? `y ${afterSeq + 1n} is` : `ies ${afterSeq + 1n}–${row.seq - 1n} are`} missing`,
    };
  if (row.hashNow === row.hash)
    return {
      kind: "deleted",
      afterSeq,
      detail: `entry ${row.seq} links to an entry that is gone (renumbered after it)`,
    };
  return {
    kind: "inserted",
    seq: row.seq,
    id: row.id,
    detail: `entry ${row.seq} (${row.id}) neither links to the entry before it nor matches its own hash`,
  };
}

function contentProblem(row: ChainRow & { seq: bigint }): ChainProblem | null {
  const at = `entry ${row.seq} (${row.id}, ${row.action})`;
  if (row.hashNow !== row.hash)
    return { kind: "edited", seq: row.seq, id: row.id, detail: `${at}: who, what or when was changed` };
  if (row.payloadNow !== row.payloadHash && row.payloadNow !== row.redactedHash)
    return {
      kind: "edited",
      seq: row.seq,
      id: row.id,
      detail: `${at}: its target, before, after or metadata was changed outside an erasure`,
    };
  if (row.seal !== row.sealNow)
    return {
      kind: "edited",
      seq: row.seq,
      id: row.id,
      detail: `${at}: the redactions it seals were changed, added or removed`,
    };
  if (row.seal && !isErasureAction(row.action))
    return { kind: "edited", seq: row.seq, id: row.id, detail: `${at}: seals redactions but is not an erasure` };
  return null;
}

/** Checks the next row against the walk so far; returns the first thing wrong with it, or null and the new state. */
export function checkRow(row: ChainRow, state: ChainState): { problem: ChainProblem | null; state: ChainState } {
  if (row.seq === null)
    return {
      problem: { kind: "inserted", seq: null, id: row.id, detail: `entry ${row.id} has no place in the chain` },
      state,
    };
  const placed = { ...row, seq: row.seq };
  const problem = linkProblem(placed, state) ?? contentProblem(placed);
  const next: ChainState = {
    last: { seq: row.seq, hash: row.hash ?? "", id: row.id },
    beforeLast: state.last && { seq: state.last.seq, hash: state.last.hash },
  };
  return { problem, state: next };
}

/** After the last row: the chain's head must name it, else entries at the end were deleted (or the head moved). */
export function checkHead(state: ChainState, head: { seq: bigint; hash: string }): ChainProblem | null {
  const lastSeq = state.last?.seq ?? 0n;
  const lastHash = state.last?.hash ?? GENESIS_HASH;
  if (head.seq === lastSeq && head.hash === lastHash) return null;
  if (head.seq > lastSeq)
    return { kind: "deleted", afterSeq: lastSeq, detail: `entries ${lastSeq + 1n}–${head.seq} at the end are missing` };
  return {
    kind: "deleted",
    afterSeq: lastSeq,
    detail: `the chain's head (entry ${head.seq}) does not name the last entry (${lastSeq}): its record was changed`,
  };
}

/** One entry's hash as kept outside the database (an export, the organization's own log system): `<seq>:<hash>`. */
export interface KeptHash {
  seq: bigint;
  hash: string;
}

/** `812:9f86d0…` as a kept hash, or null when it is not one. */
export function parseKeptHash(text: string): KeptHash | null {
  const match = /^(\d{1,19}):([0-9a-f]{64})$/i.exec(text.trim());
  return match ? { seq: BigInt(match[1]!), hash: match[2]!.toLowerCase() } : null;
}

/**
 * Against a hash kept elsewhere: a chain rewritten whole from some entry on (triggers off, every hash recomputed) is
 * consistent in itself, but no longer holds the hash an outside copy kept for an entry at or after that point.
 */
export function checkKept(row: ChainRow, kept: KeptHash): ChainProblem | null {
  if (row.seq !== kept.seq || row.hash === kept.hash) return null;
  return {
    kind: "edited",
    seq: kept.seq,
    id: row.id,
    detail: `entry ${kept.seq} (${row.id}) does not hold the hash kept outside the database: the chain was rewritten at or before it`,
  };
}

/** One line for a person: what is wrong and which entry. */
export function describeProblem(problem: ChainProblem): string {
  if (problem.kind === "deleted") return `Deleted: after entry ${problem.afterSeq}, ${problem.detail}.`;
  return `${problem.kind === "edited" ? "Edited" : "Inserted"}: ${problem.detail}.`;
}
