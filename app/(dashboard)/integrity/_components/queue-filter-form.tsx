import { FilterSelect } from "@/components/data-table/filter-fields";
import { Button } from "@/components/ui/button";
import type { QueueSearch } from "@/lib/sync/read/queue-filters";
import type { RegistryEntry } from "@/lib/problems/registry";
import { decisionFilterOptions } from "@/lib/sync/read/decision-filter";

const risks = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];
const reviewStates = [
  { value: "no", label: "Not fully reviewed" },
  { value: "yes", label: "Fully reviewed" },
  { value: "second", label: "Waiting for a second opinion" },
];

/** The queue's filters (risk, problem, review, decision) as a GET form, and how many results match. */
export function QueueFilterForm({
  filters,
  problems,
  total,
}: {
  filters: QueueSearch;
  problems: RegistryEntry[];
  total: number;
}) {
  return (
    <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the review queue">
      <FilterSelect label="Risk" name="risk" anyLabel="Any risk" options={risks} defaultValue={filters.risk ?? ""} />
      <FilterSelect
        label="Problem"
        name="problem"
        anyLabel="Any problem"
        options={problems.map((p) => ({ value: p.problemId, label: p.name }))}
        defaultValue={filters.problem ?? ""}
      />
      <FilterSelect
        label="Review"
        name="reviewed"
        anyLabel="Reviewed or not"
        options={reviewStates}
        defaultValue={filters.reviewed ?? ""}
      />
      <FilterSelect
        label="Decision"
        name="decision"
        anyLabel="Any decision"
        options={decisionFilterOptions}
        defaultValue={filters.decision ?? ""}
      />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400">{total.toLocaleString("en")} results</p>
    </form>
  );
}
