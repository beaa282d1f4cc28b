import Link from "next/link";
import { formatDate } from "@/lib/utils/format";
import type { ListColumn } from "@/components/data-table/list-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateListRow } from "@/lib/sync/read/list-candidates";

const muted = <span className="text-zinc-400">—</span>;

/** The candidates list's columns; each sortable one names its sort key in the URL. */
/** The columns, with dates in the reader's `zone` (plain text). */
export const candidateListColumns = (zone: string): ListColumn<CandidateListRow>[] => [
  {
    key: "name",
    header: "Name",
    sort: "name",
    cell: (row) => (
      <Link href={`/candidates/${encodeURIComponent(row.id)}`} prefetch={false} className="list-link font-medium">
        {row.name}
      </Link>
    ),
  },
  { key: "email", header: "Email", sort: "email", cell: (row) => row.email, className: "break-all" },
  { key: "status", header: "Status", sort: "status", cell: (row) => <StatusBadge status={row.status} /> },
  { key: "screens", header: "Screens", sort: "screens", align: "right", cell: (row) => row.screenCount },
  {
    key: "ats",
    header: "ATS",
    cell: (row) => (row.integrationSource ? `${row.integrationSource} · ${row.externalId ?? ""}` : muted),
  },
  { key: "createdAt", header: "Created", sort: "createdAt", cell: (row) => formatDate(row.createdAt, zone) },
];
