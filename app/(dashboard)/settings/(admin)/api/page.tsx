import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { requireRole } from "@/lib/auth/require-role";
import { sandboxEnabled, sandboxWebhookUrl, screeningApi } from "@/lib/env";
import { readRequestLog } from "@/lib/screening-api";
import { formatDateTime } from "@/lib/utils/format";
import { cardClass } from "@/components/ui/card";

export const metadata: Metadata = { title: "Screening API" };

export default async function ApiSettingsPage() {
  const me = await requireRole("admin");
  const log = readRequestLog().slice(0, 200);
  return (
    <>
      <PageHeader
        title="Screening API"
        description="Configured by environment variables (see docs/operators/configure.md); secrets are never shown."
      />
      <dl
        className={cardClass({
          className: "mb-6 grid max-w-3xl grid-cols-[auto_minmax(0,1fr)] gap-x-6 [&_code]:break-all gap-y-2 text-sm",
        })}
      >
        <dt className="text-zinc-600 dark:text-zinc-400">Service</dt>
        <dd>
          {sandboxEnabled ? <Badge tone="warning">Sandbox (built in)</Badge> : <code>{screeningApi.baseUrl}</code>}
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">API key</dt>
        <dd>
          {screeningApi.key ? (
            "Configured (server only)"
          ) : (
            <span className="text-red-700 dark:text-red-400">Missing: set SCREENING_API_KEY</span>
          )}
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Webhook receiver</dt>
        <dd>
          <code>/api/webhooks/screening</code> on this dashboard
          {sandboxEnabled && (
            <>
              {" "}
              (the sandbox delivers to <code>{sandboxWebhookUrl}</code>)
            </>
          )}
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Webhook secret</dt>
        <dd>Configured (WEBHOOK_SECRET, or generated once in the data directory)</dd>
      </dl>
      <h2 className="mb-2 font-semibold">Recent API calls (this server instance)</h2>
      {log.length === 0 ? (
        <EmptyState title="No call since this instance started" />
      ) : (
        <FramedTable
          columns={[
            "When",
            "Request",
            "Answer",
            { label: "Time", align: "right" },
            { label: "Attempts", align: "right" },
          ]}
        >
          {log.map((entry, i) => (
            <tr key={`${entry.at}-${i}`}>
              <td className="text-xs">{formatDateTime(entry.at, me.timeZone)}</td>
              <td className="font-mono text-xs">
                {entry.method} {entry.path}
              </td>
              <td>
                <Badge tone={entry.error ? "danger" : "success"}>{entry.status ?? entry.error}</Badge>
                {entry.error === "response-shape" && <span className="ml-2 text-xs">unusable answer</span>}
                {entry.detail && (
                  <p className="mt-1 max-w-md font-mono text-xs break-words text-red-800 dark:text-red-300">
                    {entry.detail}
                  </p>
                )}
              </td>
              <td className="text-right tabular-nums">{Math.round(entry.durationMs)} ms</td>
              <td className="text-right tabular-nums">{entry.attempts}</td>
            </tr>
          ))}
        </FramedTable>
      )}
    </>
  );
}
