"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { CohortRow } from "@/lib/cohort/read-cohort";
import { formatDuration } from "@/lib/utils/format";
import { isPicked, type Picked } from "@/components/cohort/cohort-selection";
import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";

const none = <span className="text-zinc-400">—</span>;
const decisionTone: Record<string, string> = {
  advance: "text-emerald-700 dark:text-emerald-400",
  hold: "text-amber-700 dark:text-amber-400",
  reject: "text-red-700 dark:text-red-400",
};

function SortHeader({ label, sort, className }: { label: string; sort: string; className?: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("sort") ?? "score";
  const dir = params.get("dir") ?? "desc";
  const active = current === sort;
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active && dir === "desc" ? "asc" : "desc");
  next.delete("page");
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className={className}>
      <Link
        href={`${pathname}?${next}`}
        scroll={false}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      >
        {label}
        <span aria-hidden>{active ? (dir === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">
          {active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort by this column"}
        </span>
      </Link>
    </th>
  );
}

interface CohortTableProps {
  rows: CohortRow[];
  dimensions: DimensionSummary[];
  graded: number;
  picked: Picked;
  onToggle: (row: CohortRow) => void;
}

/**
 * A page of the cohort. Unfinished screens show their status and no score; an ungraded video screen says so;
 * neither is ever a 0. Each score says where it stands among the graded ones.
 */
export function CohortTable({ rows, dimensions, graded, picked, onToggle }: CohortTableProps) {
  return (
    <Card className="relative overflow-x-auto" padding="none">
      <table className="list-table w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Candidates who took this problem</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900 [&_th]:border-b [&_th]:border-zinc-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-xs [&_th]:font-semibold [&_th]:uppercase [&_th]:tracking-wide [&_th]:text-zinc-600 dark:[&_th]:border-zinc-700 dark:[&_th]:text-zinc-400">
          <tr>
            <th scope="col" className="w-8">
              <span className="sr-only">Selected</span>
            </th>
            <SortHeader label="Candidate" sort="name" />
            <SortHeader label="Status" sort="status" />
            <SortHeader label="Score" sort="score" className="text-right" />
            {dimensions.map((d) => (
              <SortHeader key={d.key} label={d.name} sort={`dim:${d.key}`} className="text-right" />
            ))}
            <SortHeader label="Integrity" sort="risk" />
            <SortHeader label="Completed" sort="completedAt" />
            <SortHeader label="Time" sort="time" className="text-right" />
            <th scope="col">Decisions</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const selected = isPicked(picked, row);
            return (
              <tr
                key={row.id}
                aria-selected={selected}
                className="aria-selected:bg-indigo-50/70 dark:aria-selected:bg-indigo-950/40"
              >
                <td>
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={() => onToggle(row)}
                    aria-label={`Select ${row.candidateName ?? row.candidateId}`}
                    className="size-4 accent-indigo-600"
                  />
                </td>
                <td className="min-w-44">
                  {row.completedAt ? (
                    <Link
                      href={`/results/${encodeURIComponent(row.id)}`}
                      prefetch={false}
                      className="list-link font-medium"
                    >
                      {row.candidateName ?? row.candidateId}
                    </Link>
                  ) : (
                    <Link
                      href={`/candidates/${encodeURIComponent(row.candidateId)}`}
                      prefetch={false}
                      className="list-link font-medium"
                    >
                      {row.candidateName ?? row.candidateId}
                    </Link>
                  )}
                  {row.candidateEmail && <span className="list-muted block break-all">{row.candidateEmail}</span>}
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td className="text-right tabular-nums">
                  {row.score !== null ? (
                    <>
                      <span className="font-semibold">{row.score.toFixed(1)}</span>
                      {row.betterThan !== null && (
                        <span className="list-muted block whitespace-nowrap">
                          better than {row.betterThan} % of {graded.toLocaleString("en")}
                        </span>
                      )}
                    </>
                  ) : row.completedAt ? (
                    <span className="list-muted">Ungraded</span>
                  ) : (
                    <span className="list-muted">Not finished</span>
                  )}
                </td>
                {dimensions.map((d) => (
                  <td key={d.key} className="text-right tabular-nums">
                    {row.dimensions[d.key] === undefined ? none : row.dimensions[d.key]!.toFixed(1)}
                  </td>
                ))}
                <td>
                  {row.risk ? (
                    <>
                      <RiskBadge risk={row.risk} />
                      {row.flagCount ? (
                        <span className="list-muted block">
                          {row.flagCount} flag{row.flagCount === 1 ? "" : "s"}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    none
                  )}
                </td>
                <td className="text-xs whitespace-nowrap">
                  {row.completedAt ? <LocalTime value={row.completedAt} /> : none}
                </td>
                <td className="text-right text-xs whitespace-nowrap tabular-nums">
                  {row.completionTimeSeconds !== null ? formatDuration(row.completionTimeSeconds) : none}
                </td>
                <td className="text-xs">
                  {row.decisions.length
                    ? row.decisions.map((d, i) => (
                        <span key={i} className="block" title={d.reason}>
                          <span className={`font-medium ${decisionTone[d.decision] ?? ""}`}>{d.decision}</span> ·{" "}
                          {d.reviewer}
                        </span>
                      ))
                    : none}
                </td>
                <td className="text-xs">{row.tags.length ? row.tags.join(", ") : none}</td>
              </tr>
            );
          })}
          {rows.length === 0 && (
            <tr>
              <td colSpan={9 + dimensions.length} className="px-3 py-12 text-center text-zinc-600 dark:text-zinc-400">
                No screen of this problem matches these filters.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
