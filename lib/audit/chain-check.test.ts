import { describe, expect, it } from "vitest";
import {
  checkHead,
  checkKept,
  checkRow,
  describeProblem,
  GENESIS_HASH,
  parseKeptHash,
  startState,
  type ChainRow,
  type ChainState,
} from "./chain-check";

/** A well-formed chain of n rows whose hashes are their names (the database computes the real ones). */
const chain = (n: number): ChainRow[] =>
  Array.from({ length: n }, (_, i) => ({
    seq: BigInt(i + 1),
    id: `id-${i + 1}`,
    action: "note.add",
    prevHash: i === 0 ? GENESIS_HASH : `h${i}`,
    hash: `h${i + 1}`,
    hashNow: `h${i + 1}`,
    payloadHash: `p${i + 1}`,
    payloadNow: `p${i + 1}`,
    seal: null,
    sealNow: null,
    redactedHash: null,
  }));

function walk(rows: ChainRow[]) {
  let state: ChainState = startState();
  for (const row of rows) {
    const checked = checkRow(row, state);
    if (checked.problem) return { problem: checked.problem, state };
    state = checked.state;
  }
  return { problem: null, state };
}

describe("checkRow", () => {
  it("accepts a whole chain and its head", () => {
    const { problem, state } = walk(chain(5));
    expect(problem).toBeNull();
    expect(checkHead(state, { seq: 5n, hash: "h5" })).toBeNull();
  });

  it("names an edited row, by its fields or by its text", () => {
    const rows = chain(5);
    rows[2] = { ...rows[2]!, hashNow: "other" };
    expect(walk(rows).problem).toMatchObject({ kind: "edited", seq: 3n });
    const text = chain(5);
    text[3] = { ...text[3]!, payloadNow: "other" };
    expect(walk(text).problem).toMatchObject({ kind: "edited", seq: 4n });
  });

  it("accepts text redacted by a sealed erasure, and refuses a seal on anything but an erasure", () => {
    const rows = chain(5);
    rows[1] = { ...rows[1]!, payloadNow: "r", redactedHash: "r" };
    rows[4] = { ...rows[4]!, action: "candidate.erase", seal: "s", sealNow: "s" };
    expect(walk(rows).problem).toBeNull();
    rows[4] = { ...rows[4]!, action: "note.add" };
    expect(walk(rows).problem).toMatchObject({ kind: "edited", seq: 5n });
  });

  it("names the place of deleted rows", () => {
    const rows = chain(6).filter((r) => r.seq !== 3n && r.seq !== 4n);
    const { problem } = walk(rows);
    expect(problem).toMatchObject({ kind: "deleted", afterSeq: 2n });
    expect(describeProblem(problem!)).toBe("Deleted: after entry 2, entries 3–4 are missing.");
    const { state } = walk(chain(4));
    expect(checkHead(state, { seq: 6n, hash: "h6" })).toMatchObject({ kind: "deleted", afterSeq: 4n });
  });

  it("names a row put in between two others", () => {
    const rows = chain(4);
    const forged: ChainRow = { ...rows[0]!, seq: 3n, id: "forged", prevHash: "h2", hash: "f", hashNow: "f" };
    const shifted = rows.slice(2).map((r) => ({ ...r, seq: r.seq! + 1n, hashNow: "changed" }));
    expect(walk([rows[0]!, rows[1]!, forged, ...shifted]).problem).toMatchObject({ kind: "inserted", id: "forged" });
  });
});

describe("checkKept", () => {
  it("reads a kept hash and finds a chain rewritten whole from before it", () => {
    const hash = "ab".repeat(32);
    expect(parseKeptHash(`3:${hash.toUpperCase()}`)).toEqual({ seq: 3n, hash });
    expect(parseKeptHash("3:abc")).toBeNull();
    expect(parseKeptHash(`x:${hash}`)).toBeNull();
    const rewritten = chain(5)[2]!;
    expect(checkKept(rewritten, { seq: 3n, hash })).toMatchObject({ kind: "edited", seq: 3n });
    expect(checkKept(rewritten, { seq: 3n, hash: "h3" })).toBeNull();
    expect(checkKept(rewritten, { seq: 4n, hash })).toBeNull();
  });
});
