import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/utils/format";
import type { ListColumn } from "@/components/data-table/list-table";
import { StatusBadge } from "@/components/screening/status-badge";
import type { CandidateListRow } from "@/lib/sync/read/list-candidates";
import { EmailAddress } from "@/components/ui/email-address";

const muted = <span className="text-zinc-400">—</span>;

/**
 * The candidates list's columns; each sortable one names its sort key in the URL. Dates in the reader's `zone`
 * (plain text). A blind reader gets the pseudonym in the name column and no email, ATS or name sort.
 */
export const candidateListColumns = (zone: string, blind: boolean): ListColumn<CandidateListRow>[] => [
  {
    key: "name",
    header: blind ? "Candidate" : "Name",
    sort: blind ? undefined : "name",
    cell: (row) => (
      <Link href={`/candidates/${encodeURIComponent(row.id)}`} prefetch={false} className="list-link font-medium">
        {row.name}
      </Link>
    ),
  },
  ...(blind
    ? []
    : [
        {
          key: "email",
          header: "Email",
          sort: "email",
          cell: (row: CandidateListRow) => <EmailAddress email={row.email} className="list-email" />,
        },
      ]),
  { key: "status", header: "Status", sort: "status", cell: (row) => <StatusBadge status={row.status} /> },
  { key: "screens", header: "Screens", sort: "screens", align: "right", cell: (row) => row.screenCount },
  ...(blind
    ? []
    : [
        {
          key: "ats",
          header: "ATS",
          cell: (row: CandidateListRow) =>
            row.integrationSource ? `${row.integrationSource} · ${row.externalId ?? ""}` : muted,
        },
      ]),
  { key: "createdAt", header: "Created", sort: "createdAt", cell: (row) => formatDate(row.createdAt, zone) },
];
