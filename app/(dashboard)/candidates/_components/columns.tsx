import Link from "next/link";
import { createColumnHelper, tableFeatures, columnFilteringFeature, createFilteredRowModel, createSortedRowModel, globalFilteringFeature, rowSortingFeature, sortFn_alphanumeric, sortFn_basic, sortFn_text } from "@tanstack/react-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { formatDate } from "@/lib/utils/format";

export const candidateTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
});

const helper = createColumnHelper<typeof candidateTableFeatures, CandidateRow>();

export const candidateColumns = helper.columns([
  helper.accessor("name", {
    header: "Name",
    sortFn: "text",
    cell: (info) => (
      <Link href={`/candidates/${encodeURIComponent(info.row.original.identifier)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor("email", { header: "Email", sortFn: "text" }),
  helper.accessor("status", {
    header: "Status",
    sortFn: "text",
    filterFn: (row, columnId, value: string) => !value || row.getValue(columnId) === value,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  helper.accessor("screens", { header: "Screens", sortFn: "basic" }),
  helper.accessor((row) => (row.integrationSource ? `${row.integrationSource} · ${row.externalId}` : ""), {
    id: "ats",
    header: "ATS",
    enableSorting: false,
    filterFn: (row, _id, value: { source: string; externalId: string }) =>
      (!value.source || row.original.integrationSource === value.source) &&
      (!value.externalId || (row.original.externalId ?? "").toLowerCase().includes(value.externalId.toLowerCase())),
    cell: (info) => info.getValue() || <span className="text-zinc-400">—</span>,
  }),
  helper.accessor("createdAt", { header: "Created", sortFn: "alphanumeric", cell: (info) => formatDate(info.getValue()) }),
]);
