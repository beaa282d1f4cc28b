"use client";

import { useDeferredValue } from "react";
import { StatusBadge } from "@/components/screening/status-badge";
import { EmptyRow, FramedTable } from "@/components/ui/table";
import { problemStatuses } from "@/lib/api-contract/statuses";
import { originLabel, problemTypeLabel, resourceModeLabel } from "@/lib/problems/labels";
import type { RegistryRow } from "@/lib/problems/registry-rows";
import { ProblemsToolbar } from "./problems-toolbar";
import { useProblemsParams } from "./search-params";
import { LocalTime } from "@/components/time/time-zone";
import { TextLink } from "@/components/ui/text-link";

const headers = ["Name", "Status", "Type", "Policy", "Origin", "Last refreshed", "Last error"];
const none = <span className="text-zinc-600 dark:text-zinc-400">—</span>;

function matches(row: RegistryRow, query: string, status: string) {
  const q = query.trim().toLowerCase();
  const text = !q || row.name.toLowerCase().includes(q) || row.problemId.toLowerCase().includes(q);
  return text && (!status || row.status === status);
}

/** The problem registry, filtered in the browser by text and status (filters in the URL). */
export function ProblemsTable({ rows }: { rows: RegistryRow[] }) {
  const [params, setParams] = useProblemsParams();
  const query = useDeferredValue(params.q);
  const statuses = [...new Set([...problemStatuses, ...rows.map((r) => r.status).filter((s): s is string => !!s)])];
  const visible = rows.filter((row) => matches(row, query, params.status));

  return (
    <div className="space-y-3">
      <ProblemsToolbar
        q={params.q}
        status={params.status}
        statuses={statuses}
        shown={visible.length}
        total={rows.length}
        onChange={(next) => void setParams(next)}
      />
      <FramedTable columns={headers} caption="Problems your team has seen">
        {visible.map((row) => (
          <tr key={row.problemId}>
            <td>
              <TextLink href={`/problems/${encodeURIComponent(row.problemId)}`} weight="medium">
                {row.name}
              </TextLink>
              <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{row.problemId}</div>
            </td>
            <td>{row.status ? <StatusBadge status={row.status} /> : none}</td>
            <td>{problemTypeLabel(row.type)}</td>
            <td>{resourceModeLabel(row.policy)}</td>
            <td>{originLabel(row.origin)}</td>
            <td className="whitespace-nowrap">
              <LocalTime value={row.lastFetchedAt} />
            </td>
            <td className="max-w-64">
              {row.lastError ? (
                <span className="line-clamp-2 text-xs text-red-700 dark:text-red-400" title={row.lastError}>
                  {row.lastError}
                </span>
              ) : (
                none
              )}
            </td>
          </tr>
        ))}
        {visible.length === 0 && <EmptyRow colSpan={headers.length}>No problem matches these filters.</EmptyRow>}
      </FramedTable>
    </div>
  );
}
