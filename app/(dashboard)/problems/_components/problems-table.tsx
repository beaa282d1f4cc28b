"use client";

import Link from "next/link";
import { useDeferredValue } from "react";
import { StatusBadge } from "@/components/screening/status-badge";
import { problemStatuses } from "@/lib/api-contract/statuses";
import { originLabel, problemTypeLabel, resourceModeLabel } from "@/lib/problems/labels";
import type { RegistryRow } from "@/lib/problems/registry-rows";
import { formatDateTime } from "@/lib/utils/format";
import { ProblemsToolbar } from "./problems-toolbar";
import { useProblemsParams } from "./search-params";

const headers = ["Name", "Status", "Type", "Policy", "Origin", "Last refreshed", "Last error"];

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
      <ProblemsToolbar q={params.q} status={params.status} statuses={statuses} shown={visible.length} total={rows.length} onChange={(next) => void setParams(next)} />
      <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Problems your team has seen</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="border-b border-zinc-200 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.problemId} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
                <td className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
                  <Link href={`/problems/${encodeURIComponent(row.problemId)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    {row.name}
                  </Link>
                  <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{row.problemId}</div>
                </td>
                <td className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">{row.status ? <StatusBadge status={row.status} /> : <span className="text-zinc-600 dark:text-zinc-400">—</span>}</td>
                <td className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">{problemTypeLabel(row.type)}</td>
                <td className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">{resourceModeLabel(row.policy)}</td>
                <td className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">{originLabel(row.origin)}</td>
                <td className="whitespace-nowrap border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">{formatDateTime(row.lastFetchedAt)}</td>
                <td className="max-w-64 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
                  {row.lastError ? (
                    <span className="line-clamp-2 text-xs text-red-700 dark:text-red-400" title={row.lastError}>
                      {row.lastError}
                    </span>
                  ) : (
                    <span className="text-zinc-600 dark:text-zinc-400">—</span>
                  )}
                </td>
              </tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={headers.length} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                  No problem matches these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
