"use client";

import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { matchRosterAction } from "@/lib/actions/roster-import";
import type { RowDraft } from "@/lib/roster-import/check-rows";
import { MATCH_CHUNK_ROWS } from "@/lib/roster-import/match-schema";
import { matchKey, type Known } from "@/lib/roster-import/review";

/**
 * Looks the valid rows up among the known candidates on the server, MATCH_CHUNK_ROWS at a time, until every
 * row's key has an answer (a candidate, or null). Rows fixed later are looked up as they appear. A failed
 * look-up stops until `retry`. The answers go into `setKnown`, which the review of the rows reads.
 */
export function useKnownCandidates(
  toMatch: RowDraft[],
  setKnown: Dispatch<SetStateAction<ReadonlyMap<string, Known | null>>>,
) {
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (inFlight.current || error || !toMatch.length) return;
    const chunk = [...new Map(toMatch.map((d) => [matchKey(d), d])).values()].slice(0, MATCH_CHUNK_ROWS);
    inFlight.current = true;
    const lookUp = async () => {
      const result = await matchRosterAction({
        rows: chunk.map(({ email, integrationSource, externalId }) => ({ email, integrationSource, externalId })),
      }).catch(() => null);
      // Cleared before the answer is stored: storing it renders again, and that render asks for the next chunk.
      inFlight.current = false;
      if (!result?.ok)
        return setError(result?.message ?? "The connection was lost while looking for known candidates.");
      setKnown((previous) => {
        const next = new Map(previous);
        for (const draft of chunk) next.set(matchKey(draft), null);
        for (const { index, ...candidate } of result.data.known) next.set(matchKey(chunk[index]!), candidate);
        return next;
      });
    };
    void lookUp();
  }, [toMatch, error, setKnown]);

  return { error, retry: () => setError(null) };
}
