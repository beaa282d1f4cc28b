import { Link } from "@/components/ui/link";
import { RowStateBadge } from "@/components/bulk/job-status-badge";
import { EmptyRow, FramedTable } from "@/components/ui/table";
import { rowStateLabels } from "@/lib/bulk/labels";
import { rowStates, type JobKind, type RowState } from "@/lib/bulk/job-schemas";
import type { JobRowView } from "@/lib/bulk/job-view";
import { cn } from "@/lib/utils/cn";
import { jobRowsHref } from "@/lib/bulk/job-rows-query";
import { TextLink } from "@/components/ui/text-link";
import { SectionHeader } from "@/components/ui/section-header";

const headersOf = (kind: JobKind) => [
  "#",
  "File row",
  "State",
  "Name",
  "Email",
  ...(kind === "issue" ? ["Interview"] : []),
  "Message",
];
const none = <span className="text-zinc-400">—</span>;
const n = (value: number) => value.toLocaleString("en");

interface RowsTableProps {
  kind?: JobKind;
  /** The job page's address: `/bulk/<id>` or `/candidates/import/<id>`. */
  basePath: string;
  rows: JobRowView[];
  counts: Record<RowState, number>;
  total: number;
  state: RowState | undefined;
  page: number;
  pages: number;
  matching: number;
}

function Filters({ basePath, counts, total, state }: Pick<RowsTableProps, "basePath" | "counts" | "total" | "state">) {
  const tabs: Array<[RowState | undefined, string, number]> = [
    [undefined, "All", total],
    ...rowStates.filter((s) => counts[s]).map((s): [RowState, string, number] => [s, rowStateLabels[s], counts[s]]),
  ];
  return (
    <nav aria-label="Show rows by state" className="flex flex-wrap gap-2">
      {tabs.map(([value, label, count]) => (
        <Link
          key={label}
          href={jobRowsHref(basePath, value)}
          aria-current={state === value ? "page" : undefined}
          scroll={false}
          className={cn(
            "rounded-full px-3 py-1 text-sm ring-1 ring-inset",
            state === value
              ? "bg-indigo-600 text-white ring-indigo-600"
              : "text-zinc-700 ring-zinc-300 hover:bg-zinc-100 dark:text-zinc-300 dark:ring-zinc-700 dark:hover:bg-zinc-800",
          )}
        >
          {label} <span className="tabular-nums opacity-80">{n(count)}</span>
        </Link>
      ))}
    </nav>
  );
}

function Pages({
  basePath,
  state,
  page,
  pages,
  label,
}: Pick<RowsTableProps, "basePath" | "state" | "page" | "pages"> & { label: string }) {
  if (pages <= 1) return null;
  const link =
    "inline-flex h-9 items-center rounded-md border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";
  const off =
    "inline-flex h-9 items-center rounded-md border border-zinc-200 px-3 text-sm text-zinc-400 dark:border-zinc-800 dark:text-zinc-600";
  return (
    <nav aria-label={label} className="flex items-center gap-2 text-sm">
      {page > 1 ? (
        <Link href={jobRowsHref(basePath, state, page - 1)} scroll={false} className={link}>
          ‹ Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          ‹ Previous
        </span>
      )}
      <span className="tabular-nums">
        Page {n(page)} of {n(pages)}
      </span>
      {page < pages ? (
        <Link href={jobRowsHref(basePath, state, page + 1)} scroll={false} className={link}>
          Next ›
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Next ›
        </span>
      )}
    </nav>
  );
}

/** A page of the job's rows in roster order, filtered by state through the address. */
export function JobRowsTable(props: RowsTableProps) {
  const { kind = "issue", rows, state, page, pages, matching } = props;
  const headers = headersOf(kind);
  return (
    <section id="rows" aria-labelledby="rows-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeader id="rows-heading" title="Rows" />
        <Pages basePath={props.basePath} state={state} page={page} pages={pages} label="Row pages" />
      </div>
      <Filters {...props} />
      <FramedTable
        columns={headers}
        caption={`Rows of this job${state ? `: ${rowStateLabels[state]}` : ""}, page ${page} of ${pages}`}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="tabular-nums text-zinc-600 dark:text-zinc-400">{row.position + 1}</td>
            <td className="tabular-nums text-zinc-600 dark:text-zinc-400">{row.inputLine ?? none}</td>
            <td className="whitespace-nowrap">
              <RowStateBadge state={row.state} />
            </td>
            <td>
              {row.candidateId ? (
                <TextLink href={`/candidates/${encodeURIComponent(row.candidateId)}`} weight="medium">
                  {row.name}
                </TextLink>
              ) : (
                row.name
              )}
            </td>
            <td className="whitespace-nowrap">{row.email}</td>
            {kind === "issue" && (
              <td>
                {row.interviewId ? (
                  <TextLink href={`/results/${encodeURIComponent(row.interviewId)}`} mono size="xs">
                    {row.interviewId}
                  </TextLink>
                ) : (
                  none
                )}
              </td>
            )}
            <td className="max-w-md text-zinc-700 dark:text-zinc-300">{row.message ?? none}</td>
          </tr>
        ))}
        {rows.length === 0 && (
          <EmptyRow colSpan={headers.length}>
            {matching
              ? "No rows on this page."
              : state
                ? `No row is ${rowStateLabels[state].toLowerCase()}.`
                : "No rows have arrived yet."}
          </EmptyRow>
        )}
      </FramedTable>
      <div className="flex justify-end">
        <Pages basePath={props.basePath} state={state} page={page} pages={pages} label="Row pages, bottom" />
      </div>
    </section>
  );
}
