"use client";

import { CandidateFilterBar } from "@/components/candidates/candidate-filter-bar";
import { useQueryStates } from "nuqs";
import { candidateFilterKeys } from "@/lib/sync/read/list-filter-keys";
import { cursorParsers, filterParsers } from "@/lib/utils/url-filters";
import { filterUpdate } from "@/lib/utils/url-updates";

const params = { ...filterParsers(candidateFilterKeys), ...cursorParsers };

/**
 * The search and filters of the candidates list; the server applies them to the whole mirror. The page cursor
 * is dropped with every change: it belongs to the previous filter. The list is read on the server, so a change
 * re-renders it there (not shallow), and history entries are replaced, so Back leaves the page.
 */
export function CandidateListFilters({
  sources,
  statuses,
  blind,
}: {
  sources: string[];
  statuses: string[];
  /** Blind review: search by candidate id, no ATS filters. */
  blind: boolean;
}) {
  const [filters, setFilters] = useQueryStates(params, { shallow: false, history: "replace" });
  return (
    <CandidateFilterBar
      filters={filters}
      onChange={(next) =>
        void setFilters({ ...next, after: null, before: null }, filterUpdate("q" in next || "externalId" in next))
      }
      sources={sources}
      statuses={statuses}
      blind={blind}
    />
  );
}
