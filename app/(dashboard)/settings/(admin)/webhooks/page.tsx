import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireRole } from "@/lib/auth/require-role";
import { listRecentWebhookEvents } from "@/lib/webhooks/list-events";
import { ReprocessButton } from "./_components/reprocess-button";
import { formatDateTime } from "@/lib/utils/format";

export const metadata: Metadata = { title: "Webhook events" };

const tones = {
  processed: "success",
  failed: "danger",
  ignored: "neutral",
  received: "warning",
  processing: "warning",
} as const;

export default async function WebhooksPage() {
  const me = await requireRole("admin");
  const events = await listRecentWebhookEvents(200);
  return (
    <>
      <LiveRefresh watch={[{ topic: "webhooks" }]} />
      <PageHeader
        title="Webhook events"
        description="The latest 200 signed events received from the screening service, and what became of each."
      />
      {events.length === 0 ? (
        <EmptyState title="No event received yet">
          Events arrive at /api/webhooks/screening when screens move, problems become ready or Scout finishes.
        </EmptyState>
      ) : (
        <FramedTable columns={["Event", "State", "Attempts", "Received", { label: "Actions", hidden: true }]}>
          {events.map((e) => (
            <tr key={e.id}>
              <td>
                <code className="font-semibold">{e.type}</code>
                <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{e.id}</div>
                {e.lastError && <div className="text-xs text-red-700 dark:text-red-400">{e.lastError}</div>}
              </td>
              <td>
                <Badge tone={tones[e.status as keyof typeof tones] ?? "neutral"}>{e.status}</Badge>
              </td>
              <td className="tabular-nums">{e.attempts}</td>
              <td className="text-xs">{formatDateTime(e.receivedAt, me.timeZone)}</td>
              <td className="text-right">
                <ReprocessButton id={e.id} />
              </td>
            </tr>
          ))}
        </FramedTable>
      )}
    </>
  );
}
