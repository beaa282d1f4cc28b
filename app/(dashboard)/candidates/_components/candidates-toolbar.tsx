"use client";

import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Button } from "@/components/ui/button";
import { candidateStatuses } from "@/lib/api-contract/statuses";
import type { CandidatesParams } from "./search-params";

interface ToolbarProps {
  params: CandidatesParams[0];
  setParams: CandidatesParams[1];
  sources: string[];
  shown: number;
  total: number;
}

export function CandidatesToolbar({ params, setParams, sources, shown, total }: ToolbarProps) {
  const filtered = params.q || params.status || params.source || params.externalId;
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <label className="flex flex-col gap-1 text-xs font-medium">
        Search
        <Input type="search" placeholder="Name or email" value={params.q} onChange={(e) => void setParams({ q: e.target.value || null })} className="w-64" />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        Status
        <Select value={params.status} onChange={(e) => void setParams({ status: e.target.value || null })}>
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
        <Select value={params.source} onChange={(e) => void setParams({ source: e.target.value || null })}>
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
        <Input value={params.externalId} placeholder="External id" onChange={(e) => void setParams({ externalId: e.target.value || null })} className="w-40" />
      </label>
      {filtered && (
        <Button variant="ghost" onClick={() => void setParams({ q: null, status: null, source: null, externalId: null })}>
          Clear filters
        </Button>
      )}
      <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {shown === total ? `${total.toLocaleString("en")} candidates` : `${shown.toLocaleString("en")} of ${total.toLocaleString("en")} candidates`}
      </p>
    </div>
  );
}
