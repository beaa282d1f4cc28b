"use client";

import { useMemo } from "react";
import Link from "next/link";
import { Select } from "@/components/ui/select";
import { StatusBadge } from "@/components/screening/status-badge";
import { assessmentStatuses } from "@/lib/api-contract/statuses";
import type { AssessmentRow } from "@/lib/results/assessment-page";
import { formatDateTime } from "@/lib/utils/format";
import { useStatusFilter } from "./search-params";

const typeLabels: Record<string, string> = { "technical-assessment": "Technical", "video-screen": "Video" };
const link = "text-indigo-700 hover:underline dark:text-indigo-300";
const path = (base: string, id: string) => `/${base}/${encodeURIComponent(id)}`;

/**
 * The rows of one page. The API cannot filter by status, so the filter narrows this page only and says so.
 * Plain rows without per-row state keep 1000 of them cheap; links do not prefetch, or a long page would
 * prefetch hundreds of routes. The table scrolls inside its frame so the pagination below stays in view.
 */
export function AssessmentsTable({ rows }: { rows: AssessmentRow[] }) {
  const [{ status }, setFilter] = useStatusFilter();
  const visible = useMemo(() => (status ? rows.filter((row) => row.status === status) : rows), [rows, status]);
  const statuses = useMemo(() => {
    const known: readonly string[] = assessmentStatuses;
    const others = [...new Set(rows.map((row) => row.status))].filter((s) => !known.includes(s)).sort();
    return [...known, ...others];
  }, [rows]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-xs font-medium">
          Status on this page
          <Select value={status} onChange={(e) => void setFilter({ status: e.target.value || null })} className="w-48">
            <option value="">Any status</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </label>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {status
            ? `Showing ${status} screens on this page: ${visible.length} of ${rows.length}. The service cannot filter by status, so other pages may hold more.`
            : `${rows.length.toLocaleString("en")} screens on this page.`}
        </p>
      </div>
      <div
        tabIndex={0}
        aria-label="Screens table, scrollable"
        className="max-h-[max(24rem,calc(100vh-20rem))] overflow-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Screens on this page{status ? `, ${status} only` : ""}</caption>
          <thead className="sticky top-0 z-10 bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-950 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Candidate</th>
              <th scope="col" className="px-3 py-2 font-semibold">Problem</th>
              <th scope="col" className="px-3 py-2 font-semibold">Type</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              <th scope="col" className="px-3 py-2 font-semibold">Issued</th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Results</span>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">Screen</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.identifier} className="border-t border-zinc-100 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/50">
                <td className="px-3 py-2">
                  <Link href={path("candidates", row.candidateId)} prefetch={false} className={`font-medium ${link}`}>
                    {row.candidateName ?? <span className="font-mono text-xs">{row.candidateId}</span>}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link href={path("problems", row.problemId)} prefetch={false} className={link}>
                    {row.problemName ?? <span className="font-mono text-xs">{row.problemId}</span>}
                  </Link>
                </td>
                <td className="px-3 py-2 text-zinc-700 dark:text-zinc-300">{typeLabels[row.problemType] ?? row.problemType}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={row.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">
                  {row.status === "Completed" && (
                    <Link href={path("results", row.identifier)} prefetch={false} className={`font-medium ${link}`} aria-label={`Results of ${row.candidateName ?? row.candidateId}, ${row.problemName ?? row.problemId}`}>
                      Results
                    </Link>
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-xs text-zinc-600 dark:text-zinc-400">{row.identifier}</td>
              </tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                  No {status} screens on this page. Other pages may have some.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
