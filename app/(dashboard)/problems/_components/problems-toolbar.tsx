"use client";

import { Button } from "@/components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "@/components/data-table/filter-fields";

interface ToolbarProps {
  q: string;
  status: string;
  statuses: string[];
  shown: number;
  total: number;
  onChange: (next: { q?: string | null; status?: string | null }) => void;
}

export function ProblemsToolbar({ q, status, statuses, shown, total, onChange }: ToolbarProps) {
  return (
    <FilterBar label="Filter problems">
      <FilterInput
        label="Search"
        type="search"
        placeholder="Name or id"
        value={q}
        onChange={(e) => onChange({ q: e.target.value || null })}
        className="w-64"
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        options={statuses}
        value={status}
        onChange={(e) => onChange({ status: e.target.value || null })}
      />
      {(q || status) && (
        <Button variant="ghost" onClick={() => onChange({ q: null, status: null })}>
          Clear filters
        </Button>
      )}
      <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {shown === total ? `${total} problems` : `${shown} of ${total} problems`}
      </p>
    </FilterBar>
  );
}
