import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { LiveRefresh } from "@/components/live/live-refresh";
import { RefreshWhileMoving } from "@/components/bulk/refresh-while-moving";
import { Badge } from "@/components/ui/badge";
import { FactList } from "@/components/ui/fact-list";
import { FramedTable } from "@/components/ui/table";
import { requireRole } from "@/lib/auth/require-role";
import { secondsBetween } from "@/lib/sync/run-view";
import { syncOverview } from "@/lib/sync/status";
import { formatDuration } from "@/lib/utils/format";
import { RunCard } from "./_components/run-card";
import { SyncNowButton } from "./_components/sync-now-button";
import { Time } from "@/components/time/time";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Sync" };

const statusTone = { completed: "success", running: "warning", failed: "danger", abandoned: "neutral" } as const;

export default async function SyncSettingsPage() {
  await requireRole("admin");
  const { runs, lastCompleted, request, newestEvent, intervalSeconds } = await syncOverview();
  const current = runs.find((r) => r.status === "running") ?? null;
  const failed = runs[0]?.status === "failed" ? runs[0] : null;
  const lag = newestEvent
    ? secondsBetween(newestEvent.sentAt, newestEvent.processedAt ?? newestEvent.receivedAt)
    : null;
  return (
    <>
      <LiveRefresh watch={[{ topic: "sync" }]} />
      <RefreshWhileMoving moving={!!current} />
      <PageHeader
        title="Sync"
        description={`Every list reads the dashboard's own copy of the service's candidates, screens, results and problems. Webhooks update it at once; a full reconcile confirms it every ${formatDuration(intervalSeconds)} and on demand.`}
        actions={<SyncNowButton running={!!current} />}
      />
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        {current && (
          <RunCard
            run={current}
            title={current.kind === "backfill" ? "Backfill in progress" : "Reconcile in progress"}
          />
        )}
        {failed && !current && <RunCard run={failed} title="Last run stopped (it resumes where it stopped)" />}
        {lastCompleted ? (
          <RunCard run={lastCompleted} title="Last full reconcile" />
        ) : (
          <EmptyState title="No full reconcile yet">
            The first one starts when the app starts; lists fill in as it goes.
          </EmptyState>
        )}
        <Card aria-label="Webhooks" as="section" className="space-y-3">
          <h2 className="font-semibold">Webhooks</h2>
          <FactList
            facts={[
              [
                "Newest event",
                newestEvent ? (
                  <>
                    {newestEvent.type}, sent <Time value={newestEvent.sentAt} />
                  </>
                ) : (
                  "None received yet"
                ),
              ],
              [
                "Its lag",
                lag === null
                  ? null
                  : `${formatDuration(lag)} from sending to ${newestEvent?.processedAt ? "applied" : "received"}`,
              ],
              [
                "Reconciler",
                current?.holder
                  ? `running on ${current.holder}`
                  : "idle (the next run starts on whichever instance takes its job)",
              ],
              ["Sync requested", request?.requestedAt ? <Time value={request.requestedAt} /> : null],
            ]}
          />
        </Card>
      </div>
      <h2 className="mb-2 font-semibold">Recent runs</h2>
      <FramedTable
        columns={[
          "Started",
          "Kind",
          "Status",
          { label: "Took", align: "right" },
          { label: "Rows changed", align: "right" },
          { label: "API calls", align: "right" },
        ]}
      >
        {runs.map((run) => {
          const took = secondsBetween(run.startedAt, run.finishedAt);
          return (
            <tr key={String(run.id)}>
              <td className="text-xs">
                <Time value={run.startedAt} />
              </td>
              <td>{run.kind}</td>
              <td>
                <Badge tone={statusTone[run.status as keyof typeof statusTone] ?? "neutral"}>{run.status}</Badge>
              </td>
              <td className="text-right tabular-nums">{took === null ? "—" : formatDuration(took)}</td>
              <td className="text-right tabular-nums">{run.rowsChanged.toLocaleString("en")}</td>
              <td className="text-right tabular-nums">{run.apiCalls.toLocaleString("en")}</td>
            </tr>
          );
        })}
      </FramedTable>
    </>
  );
}
