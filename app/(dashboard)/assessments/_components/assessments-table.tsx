"use client";

import { useMemo } from "react";
import { useTable } from "@tanstack/react-table";
import { FilterSelect } from "@/components/data-table/filter-fields";
import { VirtualTable } from "@/components/data-table/virtual-table";
import { assessmentStatuses } from "@/lib/api-contract/statuses";
import type { AssessmentRow } from "@/lib/results/assessment-page";
import { assessmentColumns, assessmentTableFeatures } from "./assessment-columns";
import { useStatusFilter } from "./search-params";

/**
 * The rows of one page. The API cannot filter by status, so the filter narrows this page only and says so.
 * Only the rows in view render, so a page of 1000 filters as fast as one of 25. The table scrolls inside its
 * frame so the pagination below stays in view.
 */
export function AssessmentsTable({ rows }: { rows: AssessmentRow[] }) {
  const [{ status }, setFilter] = useStatusFilter();
  const columnFilters = useMemo(() => (status ? [{ id: "status", value: status }] : []), [status]);
  const statuses = useMemo(() => {
    const known: readonly string[] = assessmentStatuses;
    const others = [...new Set(rows.map((row) => row.status))].filter((s) => !known.includes(s)).sort();
    return [...known, ...others];
  }, [rows]);

  const table = useTable({
    features: assessmentTableFeatures,
    columns: assessmentColumns,
    data: rows,
    getRowId: (row) => row.identifier,
    state: { columnFilters },
  });
  const visible = table.getRowModel().rows;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect label="Status on this page" anyLabel="Any status" options={statuses} value={status} onChange={(e) => void setFilter({ status: e.target.value || null })} className="w-48" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {status
            ? `Showing ${status} screens on this page: ${visible.length} of ${rows.length}. The service cannot filter by status, so other pages may hold more.`
            : `${rows.length.toLocaleString("en")} screens on this page.`}
        </p>
      </div>
      <VirtualTable
        table={table}
        rows={visible}
        label="Screens table, scrollable"
        caption={`Screens on this page${status ? `, ${status} only` : ""}`}
        className="max-h-[max(24rem,calc(100vh-20rem))]"
        empty={`No ${status} screens on this page. Other pages may have some.`}
      />
    </div>
  );
}
