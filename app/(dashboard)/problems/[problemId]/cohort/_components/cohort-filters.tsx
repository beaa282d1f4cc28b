"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { Button } from "@/components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "@/components/data-table/filter-fields";
import { riskLevels } from "@/lib/api-contract/statuses";
import type { CohortOptions } from "@/lib/cohort/cohort-options";
import { resourceModeLabel, localeLabel } from "@/lib/problems/labels";
import { filterUpdate } from "@/lib/utils/url-updates";
import { filterParsers } from "@/lib/utils/url-filters";
import { cohortFilterKeys } from "@/lib/cohort/cohort-filter-keys";

const params = { ...filterParsers(cohortFilterKeys), page: parseAsString };

const decisions = [
  { value: "advance", label: "Advanced by someone" },
  { value: "hold", label: "Held by someone" },
  { value: "reject", label: "Rejected by someone" },
  { value: "none", label: "No decision yet" },
];

/** The cohort's filters in the URL; each change reads the cohort again on the server, from its first page. */
export function CohortFilters({ options }: { options: CohortOptions }) {
  const [filters, setFilters] = useQueryStates(params, { shallow: false, history: "replace" });
  const set = (next: Partial<typeof filters>) => void setFilters({ ...next, page: null }, filterUpdate(false));
  const active = Object.entries(filters).some(([key, value]) => key !== "page" && value);
  return (
    <FilterBar label="Filter the cohort">
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        options={options.statuses}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value })}
      />
      <FilterSelect
        label="Risk"
        anyLabel="Any risk"
        options={riskLevels}
        value={filters.risk}
        onChange={(e) => set({ risk: e.target.value })}
      />
      <FilterSelect
        label="Decision"
        anyLabel="Any decision"
        options={decisions}
        value={filters.decision}
        onChange={(e) => set({ decision: e.target.value })}
      />
      {options.tags.length > 0 && (
        <FilterSelect
          label="Tag"
          anyLabel="Any tag"
          options={options.tags}
          value={filters.tag}
          onChange={(e) => set({ tag: e.target.value })}
        />
      )}
      <FilterInput
        label="Completed from"
        type="date"
        value={filters.from.slice(0, 10)}
        onChange={(e) => set({ from: e.target.value })}
        className="w-40"
      />
      <FilterInput
        label="to"
        type="date"
        value={filters.to.slice(0, 10)}
        onChange={(e) => set({ to: e.target.value })}
        className="w-40"
      />
      {options.modes.length > 1 && (
        <FilterSelect
          label="External resources"
          anyLabel="Any"
          options={options.modes.map((m) => ({ value: m, label: resourceModeLabel(m) }))}
          value={filters.mode}
          onChange={(e) => set({ mode: e.target.value })}
        />
      )}
      {options.locales.length > 1 && (
        <FilterSelect
          label="Spoken language"
          anyLabel="Any"
          options={options.locales.map((l) => ({ value: l, label: localeLabel(l) }))}
          value={filters.locale}
          onChange={(e) => set({ locale: e.target.value })}
        />
      )}
      {active && (
        <Button
          variant="ghost"
          onClick={() => set({ status: "", risk: "", decision: "", tag: "", from: "", to: "", mode: "", locale: "" })}
        >
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
