"use client";

import { useEffect, useState, useTransition } from "react";
import type { CandidateFilters } from "@/components/candidates/candidate-filter-bar";
import type { PickerRow } from "@/lib/bulk/pick-candidates";
import { pickCandidatesAction } from "../actions";

export interface PickerPage {
  rows: PickerRow[];
  total: number;
  totalIsFloor: boolean;
  start: number;
  previous: string | null;
  next: string | null;
}

type Anchor = { after?: string; before?: string };

/**
 * One page of the picker's candidates, read from the server's mirror as the filters or the page change (the
 * filters after a 300 ms pause in typing). Answers that arrive out of order are dropped; `loading` stays true
 * until the page shown is the one for the current filters, so counts never belong to the previous ones.
 */
export function usePickerPage(filters: CandidateFilters) {
  const [anchor, setAnchor] = useState<Anchor>({});
  const [page, setPage] = useState<PickerPage | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const key = JSON.stringify({ filters, anchor });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        startLoading(async () => {
          const { filters: f, anchor: a } = JSON.parse(key) as { filters: CandidateFilters; anchor: Anchor };
          const result = await pickCandidatesAction({
            q: f.q || undefined,
            status: f.status || undefined,
            source: f.source || undefined,
            externalId: f.externalId || undefined,
            ...a,
          }).catch(() => null);
          if (!current) return;
          if (result?.ok) {
            setPage(result.data);
            setLoadedKey(key);
            setError(null);
          } else setError(result?.message ?? "The connection was lost while listing candidates.");
        }),
      300,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  /** Whether the page shown belongs to the filters now set (not the previous ones, while the next loads). */
  const fresh = loadedKey === key;
  return { page, error, loading: loading || !fresh, setAnchor };
}
