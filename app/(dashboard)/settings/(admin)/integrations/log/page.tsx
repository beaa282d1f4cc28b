import type { Metadata } from "next";
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
import { TextLink } from "@/components/ui/text-link";
import { listHref } from "@/lib/utils/list-href";

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
        <TextLink href="/settings/integrations" weight="medium">
          All integrations
        </TextLink>{" "}
        · Every web hook in and call out, newest first; keys and secrets are masked.
        {ats.success && (
          <>
            {" "}
            Showing {atsInfo[ats.data].label} only (
            <TextLink href="/settings/integrations/log" weight="medium">
              show all
            </TextLink>
            ).
          </>
        )}
      </p>
      {page.rows.length === 0 ? (
        <EmptyState title="Nothing logged yet">Web hooks received and calls made to an ATS appear here.</EmptyState>
      ) : (
        <FramedTable columns={["Call", "Status", "Time", "Details"]} caption="Integration log">
          {page.rows.map((row) => {
            const message = row.outboxId ? page.outbox.get(row.outboxId) : undefined;
            const notSent = row.method === NOT_SENT;
            return (
              <TR key={row.id}>
                <TD className="max-w-sm min-w-48 break-all">
                  {row.direction === "in" ? "In: " : notSent ? "Out (not sent): " : "Out: "}
                  {notSent ? row.url : `${row.method} ${row.url}`}
                  <span className="block text-xs text-zinc-500">
                    {atsInfo[row.ats as keyof typeof atsInfo]?.label ?? row.ats} ·{" "}
                    {notSent ? "never sent" : `${row.durationMs} ms`}
                    {row.attempt > 1 && ` · attempt ${row.attempt}`}
                  </span>
                </TD>
                <TD>
                  <Badge tone={notSent ? "warning" : tone(row.status)}>
                    {row.status ?? (notSent ? "cancelled" : "no answer")}
                  </Badge>
                  {row.error && row.error !== `HTTP ${row.status}` && (
                    <span className="block max-w-48 text-xs text-red-700 dark:text-red-300">{row.error}</span>
                  )}
                </TD>
                <TD className="whitespace-nowrap">{formatDateTime(row.at, me.timeZone)}</TD>
                <TD className="max-w-md min-w-48">
                  {(row.requestBody || row.responseBody) && (
                    <details>
                      <summary className="cursor-pointer">Bodies</summary>
                      {row.requestBody && (
                        <>
                          <span className="mt-1 block text-xs font-medium text-zinc-500">Sent</span>
                          <pre className="max-h-60 overflow-auto text-xs whitespace-pre-wrap">{row.requestBody}</pre>
                        </>
                      )}
                      {row.responseBody && (
                        <>
                          <span className="mt-1 block text-xs font-medium text-zinc-500">
                            {row.direction === "in" ? "Our answer" : "Answer"}
                          </span>
                          <pre className="max-h-60 overflow-auto text-xs whitespace-pre-wrap">{row.responseBody}</pre>
                        </>
                      )}
                    </details>
                  )}
                  {message && (
                    <span className="mt-1 block text-xs">
                      Delivery {message.inFlight ? "being sent now" : message.status}, {message.attempts} attempt(s)
                      {message.status !== "delivered" &&
                        !message.inFlight &&
                        (message.status !== "cancelled" || connected.has(row.ats)) && (
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
          <TextLink
            href={listHref(
              "/settings/integrations/log",
              { ats: ats.success ? ats.data : undefined },
              { before: page.next },
            )}
            weight="medium"
          >
            Older entries
          </TextLink>
        </p>
      )}
    </>
  );
}
