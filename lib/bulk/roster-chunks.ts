import type { RosterEntry } from "./roster";

/**
 * A server action's body is capped at 1 MB; this keeps each part of a roster well under it, with room for
 * the encoding's overhead and the other arguments.
 */
export const ROSTER_PART_BYTES = 600_000;

/** Splits a roster, in order, into parts whose JSON is at most `maxBytes` each (a larger single entry stands alone). */
export function chunkRoster(roster: RosterEntry[], maxBytes = ROSTER_PART_BYTES): RosterEntry[][] {
  const encoder = new TextEncoder();
  const parts: RosterEntry[][] = [];
  let part: RosterEntry[] = [];
  let size = 2;
  for (const entry of roster) {
    const bytes = encoder.encode(JSON.stringify(entry)).length + 1;
    if (part.length && size + bytes > maxBytes) {
      parts.push(part);
      part = [];
      size = 2;
    }
    part.push(entry);
    size += bytes;
  }
  if (part.length) parts.push(part);
  return parts;
}
