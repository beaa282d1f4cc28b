"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { candidateStatuses } from "@/lib/api-contract/statuses";

export interface PickerFilters {
  q: string;
  status: string;
  source: string;
  externalId: string;
}
export const noFilters: PickerFilters = { q: "", status: "", source: "", externalId: "" };

/** Search and filters of the candidate picker. */
export function PickerToolbar({ filters, onChange, sources }: { filters: PickerFilters; onChange: (next: Partial<PickerFilters>) => void; sources: string[] }) {
  const filtered = filters.q || filters.status || filters.source || filters.externalId;
  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter candidates">
      <label className="flex flex-col gap-1 text-xs font-medium">
        Search
        <Input type="search" placeholder="Name or email" value={filters.q} onChange={(e) => onChange({ q: e.target.value })} className="w-56" />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Status
        <Select value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">Any status</option>
          {candidateStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        ATS
        <Select value={filters.source} onChange={(e) => onChange({ source: e.target.value })}>
          <option value="">Any source</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        ATS id
        <Input value={filters.externalId} placeholder="External id" onChange={(e) => onChange({ externalId: e.target.value })} className="w-36" />
      </label>
      {filtered && (
        <Button variant="ghost" onClick={() => onChange(noFilters)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
