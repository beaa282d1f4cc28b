import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "@/components/data-table/filter-fields";
import { candidateStatuses } from "@/lib/api-contract/statuses";
import { hasCandidateFilters, noCandidateFilters, type CandidateFilters } from "./candidate-filters";

interface CandidateFilterBarProps {
  filters: CandidateFilters;
  onChange: (next: Partial<CandidateFilters>) => void;
  /** The ATS sources the candidates have. */
  sources: string[];
  /** Shown at the end of the bar, such as how many candidates match. */
  children?: ReactNode;
}

/** Search, status and ATS filters of a candidates table, and a button that clears them. */
export function CandidateFilterBar({ filters, onChange, sources, children }: CandidateFilterBarProps) {
  return (
    <FilterBar label="Filter candidates">
      <FilterInput label="Search" type="search" placeholder="Name or email" value={filters.q} onChange={(e) => onChange({ q: e.target.value })} className="w-64" />
      <FilterSelect label="Status" anyLabel="Any status" options={candidateStatuses} value={filters.status} onChange={(e) => onChange({ status: e.target.value })} />
      <FilterSelect label="ATS" anyLabel="Any source" options={sources} value={filters.source} onChange={(e) => onChange({ source: e.target.value })} />
      <FilterInput label="ATS id" placeholder="External id" value={filters.externalId} onChange={(e) => onChange({ externalId: e.target.value })} className="w-40" />
      {hasCandidateFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange(noCandidateFilters)}>
          Clear filters
        </Button>
      )}
      {children}
    </FilterBar>
  );
}
