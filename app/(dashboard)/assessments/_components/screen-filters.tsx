"use client";

import { useQueryStates } from "nuqs";
import { Button } from "@/components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "@/components/data-table/filter-fields";
import { assessmentStatuses, riskLevels } from "@/lib/api-contract/statuses";
import { filterUpdate } from "@/lib/utils/url-updates";
import { cursorParsers, filterParsers } from "@/lib/utils/url-filters";
import { screenFilterKeys } from "@/lib/sync/read/list-filter-keys";
import { decisionFilterOptions } from "@/lib/sync/read/decision-filter";

const params = { ...filterParsers(screenFilterKeys), ...cursorParsers };

/** "Completed since" presets, as calendar days in the reader's time zone. */
function presets(now = new Date()) {
  const day = (offset: number) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  };
  const sinceFriday = ((now.getDay() + 7 - 5) % 7 || 7) * -1;
  return [
    { value: day(0), label: "Today" },
    { value: day(sinceFriday), label: "Since Friday" },
    { value: day(-7), label: "Last 7 days" },
    { value: day(-30), label: "Last 30 days" },
  ];
}

/**
 * The screens list's filters; each change re-reads the list on the server (the page cursor is dropped). Under blind
 * review the search reads candidate and screen ids.
 */
export function ScreenFilters({
  problems,
  blind,
}: {
  problems: Array<{ value: string; label: string }>;
  blind: boolean;
}) {
  const [filters, setFilters] = useQueryStates(params, { shallow: false, history: "replace" });
  const set = (next: Partial<typeof filters>) =>
    void setFilters({ ...next, after: null, before: null }, filterUpdate("q" in next));
  const active = Boolean(
    filters.q || filters.status || filters.problem || filters.risk || filters.decision || filters.since,
  );
  const sinceDay = filters.since.slice(0, 10);
  return (
    <FilterBar label="Filter screens">
      <FilterInput
        label="Candidate"
        type="search"
        placeholder={blind ? "Candidate or screen id" : "Name or email"}
        value={filters.q}
        onChange={(e) => set({ q: e.target.value })}
        className="w-56"
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        options={assessmentStatuses}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value })}
      />
      <FilterSelect
        label="Problem"
        anyLabel="Any problem"
        options={problems}
        value={filters.problem}
        onChange={(e) => set({ problem: e.target.value })}
        className="max-w-56"
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
        options={decisionFilterOptions}
        value={filters.decision}
        onChange={(e) => set({ decision: e.target.value })}
      />
      <FilterSelect
        label="Completed since"
        anyLabel="Any time"
        options={presets()}
        value={presets().some((p) => p.value === sinceDay) ? sinceDay : ""}
        onChange={(e) => set({ since: e.target.value })}
      />
      <FilterInput
        label="…or since the day"
        type="date"
        value={sinceDay}
        onChange={(e) => set({ since: e.target.value })}
        className="w-40"
      />
      {active && (
        <Button
          variant="ghost"
          onClick={() => set({ q: "", status: "", problem: "", risk: "", decision: "", since: "" })}
        >
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
