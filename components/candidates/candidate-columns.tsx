import Link from "next/link";
import { createColumnHelper, rowSelectionFeature, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { formatDate } from "@/lib/utils/format";

/**
 * Shared by the candidates page and the bulk issue picker (which selects). Both filter and the candidates page
 * sorts the row model's rows themselves (candidate-filters.ts, sort-candidates.ts), so the row objects stay the
 * same from one change to the next; the sorting feature only keeps the state the headers show and change.
 */
export const candidateTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });

export const candidateColumn = createColumnHelper<typeof candidateTableFeatures, CandidateRow>();

/** The name, a link to the candidate's page where `linked`. */
export const nameColumn = ({ linked }: { linked: boolean }) =>
  candidateColumn.accessor("name", {
    header: "Name",
    cell: (info) =>
      linked ? (
        <Link href={`/candidates/${encodeURIComponent(info.row.original.identifier)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          {info.getValue()}
        </Link>
      ) : (
        info.getValue()
      ),
  });

export const emailColumn = candidateColumn.accessor("email", { header: "Email" });

export const statusColumn = candidateColumn.accessor("status", {
  header: "Status",
  cell: (info) => <StatusBadge status={info.getValue()} />,
});

export const screensColumn = candidateColumn.accessor("screens", { header: "Screens" });

export const atsColumn = candidateColumn.accessor((row) => (row.integrationSource ? `${row.integrationSource} · ${row.externalId}` : ""), {
  id: "ats",
  header: "ATS",
  enableSorting: false,
  cell: (info) => info.getValue() || <span className="text-zinc-400">—</span>,
});

export const createdColumn = candidateColumn.accessor("createdAt", { header: "Created", cell: (info) => formatDate(info.getValue()) });
