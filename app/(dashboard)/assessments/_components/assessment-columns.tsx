import Link from "next/link";
import { columnFilteringFeature, createColumnHelper, createFilteredRowModel, tableFeatures } from "@tanstack/react-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { AssessmentRow } from "@/lib/results/assessment-page";
import { formatDateTime } from "@/lib/utils/format";

export const assessmentTableFeatures = tableFeatures({ columnFilteringFeature, filteredRowModel: createFilteredRowModel() });

const column = createColumnHelper<typeof assessmentTableFeatures, AssessmentRow>();

const typeLabels: Record<string, string> = { "technical-assessment": "Technical", "video-screen": "Video" };
const link = "text-indigo-700 hover:underline dark:text-indigo-300";
const path = (base: string, id: string) => `/${base}/${encodeURIComponent(id)}`;

/** Links do not prefetch: a 1000-row page would otherwise prefetch the routes of every row scrolled past. */
export const assessmentColumns = column.columns([
  column.accessor("candidateName", {
    header: "Candidate",
    cell: ({ row: { original: row } }) => (
      <Link href={path("candidates", row.candidateId)} prefetch={false} className={`font-medium ${link}`}>
        {row.candidateName ?? <span className="font-mono text-xs">{row.candidateId}</span>}
      </Link>
    ),
  }),
  column.accessor("problemName", {
    header: "Problem",
    cell: ({ row: { original: row } }) => (
      <Link href={path("problems", row.problemId)} prefetch={false} className={link}>
        {row.problemName ?? <span className="font-mono text-xs">{row.problemId}</span>}
      </Link>
    ),
  }),
  column.accessor((row) => typeLabels[row.problemType] ?? row.problemType, { id: "type", header: "Type", meta: { cellClassName: "text-zinc-700 dark:text-zinc-300" } }),
  column.accessor("status", {
    header: "Status",
    filterFn: (row, _id, status: string) => row.original.status === status,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor("createdAt", { header: "Issued", cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: "results",
    header: () => <span className="sr-only">Results</span>,
    cell: ({ row: { original: row } }) =>
      row.status === "Completed" && (
        <Link href={path("results", row.identifier)} prefetch={false} className={`font-medium ${link}`} aria-label={`Results of ${row.candidateName ?? row.candidateId}, ${row.problemName ?? row.problemId}`}>
          Results
        </Link>
      ),
  }),
  column.accessor("identifier", { header: "Screen", meta: { cellClassName: "font-mono text-xs text-zinc-600 dark:text-zinc-400" } }),
]);
