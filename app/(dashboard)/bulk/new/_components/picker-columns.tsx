import { useEffect, useRef } from "react";
import { columnFilteringFeature, createColumnHelper, createFilteredRowModel, globalFilteringFeature, rowSelectionFeature, tableFeatures } from "@tanstack/react-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";

export const pickerFeatures = tableFeatures({
  rowSelectionFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
});

const helper = createColumnHelper<typeof pickerFeatures, CandidateRow>();

function Checkbox({ checked, indeterminate = false, label, onChange }: { checked: boolean; indeterminate?: boolean; label: string; onChange: (event: unknown) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" checked={checked} onChange={onChange} aria-label={label} className="size-4 accent-indigo-600" />;
}

export interface AtsFilter {
  source: string;
  externalId: string;
}

export const pickerColumns = helper.columns([
  helper.display({
    id: "select",
    header: ({ table }) => (
      <Checkbox
        checked={table.getIsAllRowsSelected()}
        indeterminate={!table.getIsAllRowsSelected() && table.getFilteredSelectedRowModel().rows.length > 0}
        label="Select every candidate matching the filters"
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => <Checkbox checked={row.getIsSelected()} label={`Select ${row.original.name}`} onChange={row.getToggleSelectedHandler()} />,
  }),
  helper.accessor("name", { header: "Name" }),
  helper.accessor("email", { header: "Email" }),
  helper.accessor("status", {
    header: "Status",
    filterFn: (row, columnId, value: string) => !value || row.getValue(columnId) === value,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  helper.accessor((row) => (row.integrationSource ? `${row.integrationSource} · ${row.externalId}` : ""), {
    id: "ats",
    header: "ATS",
    filterFn: (row, _id, value: AtsFilter) =>
      (!value.source || row.original.integrationSource === value.source) &&
      (!value.externalId || (row.original.externalId ?? "").toLowerCase().includes(value.externalId.toLowerCase())),
    cell: (info) => info.getValue() || <span className="text-zinc-400">—</span>,
  }),
  helper.accessor("screens", { header: "Screens" }),
]);
