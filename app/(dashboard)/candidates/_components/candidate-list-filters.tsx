"use client";

import { CandidateFilterBar } from "@/components/candidates/candidate-filter-bar";
import { filterUpdate } from "@/lib/utils/url-updates";
import { useCandidateFilters } from "./search-params";

/**
 * The search and filters of the candidates list; the server applies them to the whole mirror. The page cursor
 * is dropped with every change: it belongs to the previous filter.
 */
export function CandidateListFilters({ sources, statuses }: { sources: string[]; statuses: string[] }) {
  const [filters, setFilters] = useCandidateFilters();
  return (
    <CandidateFilterBar
      filters={filters}
      onChange={(next) =>
        void setFilters({ ...next, after: null, before: null }, filterUpdate("q" in next || "externalId" in next))
      }
      sources={sources}
      statuses={statuses}
    />
  );
}
