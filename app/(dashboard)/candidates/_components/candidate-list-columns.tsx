import Link from "next/link";
import type { ListColumn } from "@/components/data-table/list-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateListRow } from "@/lib/sync/read/list-candidates";
import { Time } from "@/components/time/time-zone";

const muted = <span className="text-zinc-400">—</span>;

/** The candidates list's columns; each sortable one names its sort key in the URL. */
export const candidateListColumns: ListColumn<CandidateListRow>[] = [
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
  { key: "ats", header: "ATS", cell: (row) => (row.integrationSource ? `${row.integrationSource} · ${row.externalId ?? ""}` : muted) },
  { key: "createdAt", header: "Created", sort: "createdAt", cell: (row) => <Time value={row.createdAt} dateOnly /> },
];
