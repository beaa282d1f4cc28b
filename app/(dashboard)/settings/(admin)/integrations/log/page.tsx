import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Badge } from "@/components/ui/badge";
import { FramedTable, TD, TR } from "@/components/ui/table";
import { connectedAts } from "@/lib/ats/connections";
import { NOT_SENT_METHOD as NOT_SENT } from "@/lib/ats/disconnect";
import { listIntegrationLog } from "@/lib/ats/integration-log";
import { atsInfo, atsKindSchema } from "@/lib/ats/kinds";
import { requireRole } from "@/lib/auth/require-role";
import { formatDateTime } from "@/lib/utils/format";
import { ResendButton } from "./resend-button";

export const metadata: Metadata = { title: "Integration log" };

const tone = (status: number | null) =>
  status === null || status >= 500 || status === 429 ? "danger" : status >= 400 ? "warning" : "success";

export default async function IntegrationLogPage({ searchParams }: PageProps<"/settings/integrations/log">) {
  const me = await requireRole("admin");
  const query = await searchParams;
  const ats = atsKindSchema.safeParse(query.ats);
  const before = typeof query.before === "string" ? query.before : null;
  const [page, connected] = await Promise.all([
    listIntegrationLog(ats.success ? ats.data : null, before),
    connectedAts(),
  ]);
  return (
    <>
      <PageHeader title="Integration log" />
      <p className="mb-4 text-sm">
        <Link
          href="/settings/integrations"
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          All integrations
        </Link>{" "}
        · Every web hook in and call out, newest first; keys and secrets are masked.
      </p>
      {page.rows.length === 0 ? (
        <EmptyState title="Nothing logged yet">Web hooks received and calls made to an ATS appear here.</EmptyState>
      ) : (
        <FramedTable columns={["Time", "ATS", "Call", "Status", "Duration", "Details"]} caption="Integration log">
          {page.rows.map((row) => {
            const message = row.outboxId ? page.outbox.get(row.outboxId) : undefined;
            return (
              <TR key={row.id}>
                <TD className="whitespace-nowrap">{formatDateTime(row.at, me.timeZone)}</TD>
                <TD className="min-w-24">{atsInfo[row.ats as keyof typeof atsInfo]?.label ?? row.ats}</TD>
                <TD className="max-w-xs min-w-56 break-all">
                  {row.direction === "in" ? "In: " : row.method === NOT_SENT ? "Out (not sent): " : "Out: "}
                  {row.method === NOT_SENT ? row.url : `${row.method} ${row.url}`}
                  {row.attempt > 1 && <span className="block text-xs text-zinc-500">attempt {row.attempt}</span>}
                </TD>
                <TD>
                  <Badge tone={row.method === NOT_SENT ? "warning" : tone(row.status)}>
                    {row.status ?? (row.method === NOT_SENT ? "cancelled" : "no answer")}
                  </Badge>
                  {row.error && <span className="block text-xs text-red-700 dark:text-red-300">{row.error}</span>}
                </TD>
                <TD>{row.durationMs} ms</TD>
                <TD className="max-w-md min-w-48">
                  {(row.requestBody || row.responseBody) && (
                    <details>
                      <summary className="cursor-pointer">Bodies</summary>
                      {row.requestBody && (
                        <pre className="mt-1 max-h-60 overflow-auto text-xs whitespace-pre-wrap">{row.requestBody}</pre>
                      )}
                      {row.responseBody && (
                        <pre className="mt-1 max-h-60 overflow-auto text-xs whitespace-pre-wrap">
                          {row.responseBody}
                        </pre>
                      )}
                    </details>
                  )}
                  {message && (
                    <span className="mt-1 block text-xs">
                      Delivery {message.status}, {message.attempts} attempt(s)
                      {message.status !== "delivered" && (message.status !== "cancelled" || connected.has(row.ats)) && (
                        <ResendButton outboxId={message.id} />
                      )}
                    </span>
                  )}
                </TD>
              </TR>
            );
          })}
        </FramedTable>
      )}
      {page.next && (
        <p className="mt-4 text-sm">
          <Link
            href={`/settings/integrations/log?${new URLSearchParams({ ...(ats.success ? { ats: ats.data } : {}), before: page.next })}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Older entries
          </Link>
        </p>
      )}
    </>
  );
}
