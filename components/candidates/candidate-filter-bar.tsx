import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "@/components/data-table/filter-fields";

/** What candidate lists filter by: a search over name, email and ATS id, the status, and the ATS ids. */
export interface CandidateFilters {
  q: string;
  status: string;
  source: string;
  externalId: string;
}

export const noCandidateFilters: CandidateFilters = { q: "", status: "", source: "", externalId: "" };

export const hasCandidateFilters = ({ q, status, source, externalId }: CandidateFilters) =>
  Boolean(q || status || source || externalId);

interface CandidateFilterBarProps {
  filters: CandidateFilters;
  onChange: (next: Partial<CandidateFilters>) => void;
  /** The ATS sources the candidates have. */
  sources: string[];
  /** The statuses the candidates have (their newest screen's). */
  statuses: string[];
  /** Shown at the end of the bar, such as how many candidates match. */
  children?: ReactNode;
  /** Blind review: the search reads candidate ids only and there is no ATS filter. */
  blind?: boolean;
}

/** Search, status and ATS filters of a candidates list, and a button that clears them. */
export function CandidateFilterBar({
  filters,
  onChange,
  sources,
  statuses,
  children,
  blind = false,
}: CandidateFilterBarProps) {
  return (
    <FilterBar label="Filter candidates">
      <FilterInput
        label="Search"
        type="search"
        placeholder={blind ? "Candidate id" : "Name, email or ATS id"}
        value={filters.q}
        onChange={(e) => onChange({ q: e.target.value })}
        className="w-64"
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        options={statuses}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
      />
      {!blind && (
        <>
          <FilterSelect
            label="ATS"
            anyLabel="Any source"
            options={sources}
            value={filters.source}
            onChange={(e) => onChange({ source: e.target.value })}
          />
          <FilterInput
            label="ATS id"
            placeholder="External id"
            value={filters.externalId}
            onChange={(e) => onChange({ externalId: e.target.value })}
            className="w-40"
          />
        </>
      )}
      {hasCandidateFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange(noCandidateFilters)}>
          Clear filters
        </Button>
      )}
      {children}
    </FilterBar>
  );
}
