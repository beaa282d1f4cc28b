import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { getActivityExchange } from "@/lib/ats/activity/exchange";
import { activityIdSchema } from "@/lib/ats/activity/list";
import { atsInfo } from "@/lib/ats/kinds";
import { requireRole } from "@/lib/auth/require-role";
import { formatDateTime } from "@/lib/utils/format";

export const metadata: Metadata = { title: "Raw exchange" };

const tone = (status: number | null) =>
  status === null || status >= 500 || status === 429 ? "danger" : status >= 400 ? "warning" : "success";

/** One event's raw exchange: the web hook it came from, or the calls of its delivery attempt, bodies masked. */
export default async function ActivityExchangePage({ params }: PageProps<"/settings/integrations/log/[id]">) {
  const me = await requireRole("admin");
  const id = activityIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const found = await getActivityExchange(id.data);
  if (!found) notFound();
  const { activity, calls } = found;
  const label = atsInfo[activity.ats as keyof typeof atsInfo]?.label ?? activity.ats;
  return (
    <>
      <PageHeader title="Raw exchange" />
      <p className="mb-4 text-sm">
        <TextLink href="/settings/integrations/log" weight="medium">
          Integration log
        </TextLink>{" "}
        · {label}, {formatDateTime(activity.at, me.timeZone)}
        {activity.attempt ? `, attempt ${activity.attempt}` : ""}. Keys and secrets are masked.
      </p>
      {calls.length === 0 ? (
        <EmptyState title="No exchange kept">This event made no call that the log kept.</EmptyState>
      ) : (
        <ol className="space-y-4">
          {calls.map((call) => (
            <li key={call.id}>
              <Card as="section" aria-label={`${call.direction === "in" ? "In" : "Out"}: ${call.method} ${call.url}`}>
                <h2 className="text-sm font-semibold break-all">
                  {call.direction === "in" ? "Received: " : "Sent: "}
                  {call.method} {call.url}
                </h2>
                <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                  <Badge tone={tone(call.status)}>{call.status ?? "no answer"}</Badge> · {call.durationMs} ms ·{" "}
                  {formatDateTime(call.at, me.timeZone)}
                  {call.error && call.error !== `HTTP ${call.status}` && ` · ${call.error}`}
                </p>
                {call.requestBody && (
                  <>
                    <h3 className="mt-3 text-xs font-medium text-zinc-500">
                      {call.direction === "in" ? "Body received" : "Body sent"}
                    </h3>
                    <pre className="mt-1 max-h-80 overflow-auto text-xs whitespace-pre-wrap">{call.requestBody}</pre>
                  </>
                )}
                {call.responseBody && (
                  <>
                    <h3 className="mt-3 text-xs font-medium text-zinc-500">
                      {call.direction === "in" ? "Our answer" : "Answer"}
                    </h3>
                    <pre className="mt-1 max-h-80 overflow-auto text-xs whitespace-pre-wrap">{call.responseBody}</pre>
                  </>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
