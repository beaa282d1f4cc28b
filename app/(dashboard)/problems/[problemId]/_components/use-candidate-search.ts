"use client";

import { useEffect, useState } from "react";
import { findCandidatesAction } from "../actions";

export interface Found {
  id: string;
  name: string;
  email: string;
}

export interface CandidateSearch {
  found: Found[];
  total: number;
  totalIsFloor: boolean;
  error: string | null;
  for: string;
}

/** Candidates matching the search, asked for once typing pauses for 250 ms. */
export function useCandidateSearch(text: string) {
  const [state, setState] = useState<CandidateSearch>({
    found: [],
    total: 0,
    totalIsFloor: false,
    error: null,
    for: "",
  });
  const q = text.trim();
  useEffect(() => {
    if (q.length < 2) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await findCandidatesAction({ q });
      if (cancelled) return;
      setState(
        result.ok
          ? {
              found: result.data.candidates,
              total: result.data.total,
              totalIsFloor: result.data.totalIsFloor,
              error: null,
              for: q,
            }
          : { found: [], total: 0, totalIsFloor: false, error: result.message, for: q },
      );
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [q]);
  return q.length < 2 ? null : state.for === q ? state : "searching";
}
