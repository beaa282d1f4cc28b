"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

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
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter problems">
      <label className="flex flex-col gap-1 text-xs font-medium">
        Search
        <Input type="search" placeholder="Name or id" value={q} onChange={(e) => onChange({ q: e.target.value || null })} className="w-64" />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Status
        <Select value={status} onChange={(e) => onChange({ status: e.target.value || null })}>
          <option value="">Any status</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </label>
      {(q || status) && (
        <Button variant="ghost" onClick={() => onChange({ q: null, status: null })}>
          Clear filters
        </Button>
      )}
      <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {shown === total ? `${total} problems` : `${shown} of ${total} problems`}
      </p>
    </div>
  );
}
