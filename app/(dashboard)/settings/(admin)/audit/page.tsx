import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Button } from "@/components/ui/button";
import { FilterInput, FilterSelect } from "@/components/data-table/filter-fields";
import { requireRole } from "@/lib/auth/require-role";
import { auditPageSchema } from "@/lib/audit/audit-filters";
import { listAudit } from "@/lib/audit/list-audit";
import { secondaryLinkClass } from "@/components/ui/link-styles";
import { formatDateTime } from "@/lib/utils/format";
import { listHref } from "@/lib/utils/list-href";

export const metadata: Metadata = { title: "Audit log" };

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

export default async function AuditPage({ searchParams }: PageProps<"/settings/audit">) {
  const me = await requireRole("admin");
  const filters = auditPageSchema.parse(await searchParams);
  const { events, total, pages, actions } = await listAudit(filters);
  const pageLink = (page: number) => listHref("/settings/audit", filters, { page });
  const exportLink = (format: "csv" | "jsonl") =>
    listHref(
      "/settings/audit/export",
      { action: filters.action, actor: filters.actor, target: filters.target },
      { format },
    );
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the dashboard: who, when, what, and the state before and after."
      />
      <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <FilterSelect
          label="Action"
          name="action"
          anyLabel="Any action"
          options={actions}
          defaultValue={filters.action ?? ""}
        />
        <FilterInput label="Actor email" name="actor" defaultValue={filters.actor} className="w-56" />
        <FilterInput label="Target id" name="target" defaultValue={filters.target} className="w-56" />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <p className="ml-auto text-sm text-zinc-600 dark:text-zinc-400">{total.toLocaleString("en")} events</p>
      </form>
      {total > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Download these {total.toLocaleString("en")} events:</span>
          <a href={exportLink("csv")} className={secondaryLinkClass} download>
            CSV
          </a>
          <a href={exportLink("jsonl")} className={secondaryLinkClass} download>
            JSON Lines
          </a>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            Oldest first, with each entry&apos;s place and hash in the chain; the download is itself audited.
          </span>
        </div>
      )}
      {events.length === 0 ? (
        <EmptyState title="No events match" />
      ) : (
        <ol className="space-y-2">
          {events.map((e) => (
            <li
              key={e.id}
              className="rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
            >
              <div className="flex flex-wrap items-center gap-x-3">
                <code className="font-semibold">{e.action}</code>
                <span>{e.actorEmail}</span>
                <span className="text-zinc-600 dark:text-zinc-400">
                  {e.targetType} <code>{e.targetId}</code>
                </span>
                <time className="ml-auto text-xs text-zinc-600 dark:text-zinc-400" dateTime={e.at.toISOString()}>
                  {formatDateTime(e.at, me.timeZone)}
                </time>
              </div>
              {(e.before !== null || e.after !== null) && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-xs text-zinc-600 dark:text-zinc-400">
                    Before and after
                  </summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <pre className="overflow-x-auto rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-800">
                      {json(e.before)}
                    </pre>
                    <pre className="overflow-x-auto rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-800">
                      {json(e.after)}
                    </pre>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
        {filters.page > 1 && <Link href={pageLink(filters.page - 1)}>← Newer</Link>}
        <span>
          Page {filters.page} of {pages}
        </span>
        {filters.page < pages && <Link href={pageLink(filters.page + 1)}>Older →</Link>}
      </nav>
    </>
  );
}
