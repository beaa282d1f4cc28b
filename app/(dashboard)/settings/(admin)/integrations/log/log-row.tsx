import { Badge } from "@/components/ui/badge";
import { NOT_SENT_METHOD as NOT_SENT } from "@/lib/ats/disconnect";
import type { listIntegrationLog } from "@/lib/ats/integration-log";
import { atsInfo } from "@/lib/ats/kinds";
import { formatDateTime } from "@/lib/utils/format";
import { ResendButton } from "./resend-button";

type LogPage = Awaited<ReturnType<typeof listIntegrationLog>>;

const tone = (status: number | null) =>
  status === null || status >= 500 || status === 429 ? "danger" : status >= 400 ? "warning" : "success";

/**
 * One web hook in or call out: what, its status (or why it was never sent), when, its masked bodies, and the delivery
 * it carried with Send again while that delivery can still be sent.
 */
export function LogRow({
  row,
  message,
  connected,
  timeZone,
}: {
  row: LogPage["rows"][number];
  message: ReturnType<LogPage["outbox"]["get"]>;
  connected: Set<string>;
  timeZone: string;
}) {
  const notSent = row.method === NOT_SENT;
  return (
    <tr>
      <td className="max-w-sm min-w-48 break-all">
        {row.direction === "in" ? "In: " : notSent ? "Out (not sent): " : "Out: "}
        {notSent ? row.url : `${row.method} ${row.url}`}
        <span className="block text-xs text-zinc-500">
          {atsInfo[row.ats as keyof typeof atsInfo]?.label ?? row.ats} ·{" "}
          {notSent ? "never sent" : `${row.durationMs} ms`}
          {row.attempt > 1 && ` · attempt ${row.attempt}`}
        </span>
      </td>
      <td>
        <Badge tone={notSent ? "warning" : tone(row.status)}>
          {row.status ?? (notSent ? "cancelled" : "no answer")}
        </Badge>
        {row.error && row.error !== `HTTP ${row.status}` && (
          <span className="block max-w-48 text-xs text-red-700 dark:text-red-300">{row.error}</span>
        )}
      </td>
      <td className="whitespace-nowrap">{formatDateTime(row.at, timeZone)}</td>
      <td className="max-w-md min-w-48">
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
              (message.status !== "cancelled" || connected.has(row.ats)) && <ResendButton outboxId={message.id} />}
          </span>
        )}
      </td>
    </tr>
  );
}
