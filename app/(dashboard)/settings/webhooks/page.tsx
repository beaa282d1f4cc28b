import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Badge } from "@/components/ui/badge";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireRole } from "@/lib/auth/require-role";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/utils/format";
import { ReprocessButton } from "./_components/reprocess-button";

export const metadata: Metadata = { title: "Webhook events" };

const tones = { processed: "success", failed: "danger", ignored: "neutral", received: "warning", processing: "warning" } as const;

export default async function WebhooksPage() {
  await requireRole("admin");
  const events = await db.webhookEvent.findMany({ orderBy: { receivedAt: "desc" }, take: 200 });
  return (
    <>
      <LiveRefresh watch={[{ topic: "webhooks" }]} />
      <PageHeader title="Webhook events" description="The latest 200 signed events received from the screening service, and what became of each." />
      {events.length === 0 ? (
        <EmptyState title="No event received yet">Events arrive at /api/webhooks/screening when screens move, problems become ready or Scout finishes.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <table className="w-full text-sm">
            <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th className="px-3 py-2">Event</th>
                <th className="px-3 py-2">State</th>
                <th className="px-3 py-2">Attempts</th>
                <th className="px-3 py-2">Received</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id} className="border-t border-zinc-100 align-top dark:border-zinc-800">
                  <td className="px-3 py-2">
                    <code className="font-semibold">{e.type}</code>
                    <div className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{e.id}</div>
                    {e.lastError && <div className="text-xs text-red-700 dark:text-red-400">{e.lastError}</div>}
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={tones[e.status as keyof typeof tones] ?? "neutral"}>{e.status}</Badge>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{e.attempts}</td>
                  <td className="px-3 py-2 text-xs">{formatDateTime(e.receivedAt.toISOString())}</td>
                  <td className="px-3 py-2 text-right">
                    <ReprocessButton id={e.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
