import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { webhookUrlOf, type getConnectionView } from "@/lib/ats/connections";
import type { deliveryHealth } from "@/lib/ats/integration-log";
import type { AtsInfo, AtsKind } from "@/lib/ats/kinds";
import { formatDateTime } from "@/lib/utils/format";
import { PollNowButton } from "./poll-now-button";
import { TestConnection } from "./test-connection";

/** How deliveries to the ATS went lately, the last web hook in, the web-hook URL and polling. */
export function DeliveryHealth({
  ats,
  info,
  connection,
  health,
  timeZone,
}: {
  ats: AtsKind;
  info: AtsInfo;
  connection: NonNullable<Awaited<ReturnType<typeof getConnectionView>>>;
  health: Awaited<ReturnType<typeof deliveryHealth>>;
  timeZone: string;
}) {
  return (
    <Card aria-labelledby="health" as="section" className="mb-6 text-sm">
      <h2 id="health" className="mb-2 font-semibold">
        Delivery health{" "}
        {health.total === 0 ? (
          <Badge>Not used yet</Badge>
        ) : (
          <Badge tone={health.failedRecent ? "danger" : health.pending ? "warning" : "success"}>
            {health.failedRecent ? "Failing" : health.pending ? "Waiting" : "Healthy"}
          </Badge>
        )}
      </h2>
      <p>
        {health.total
          ? `Last ${health.total} deliver${health.total === 1 ? "y" : "ies"}: ${health.delivered} delivered, ${health.pending} waiting, ${health.failedRecent} failed${health.cancelled ? `, ${health.cancelled} cancelled` : ""}.`
          : "Nothing sent yet."}{" "}
        {health.lastIn
          ? `Last web hook received ${formatDateTime(health.lastIn.receivedAt, timeZone)} (${health.lastIn.status}).`
          : "No web hook received yet."}
      </p>
      {health.lastError && <p className="mt-1 text-red-700 dark:text-red-300">Last error: {health.lastError}</p>}
      <p className="mt-2">
        Web-hook URL to paste into {info.label}:{" "}
        <code className="break-all">{webhookUrlOf(connection.dashboardOrigin, ats)}</code>
      </p>
      <div className="mt-3">
        <p className="mb-2">Check the saved key: one harmless call per permission the integration needs.</p>
        <TestConnection ats={ats} saved={{ baseUrl: connection.baseUrl }} />
      </div>
      {connection.pollEnabled && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span>
            Polling every 5 minutes;{" "}
            {connection.lastPolledAt
              ? `last poll ${formatDateTime(connection.lastPolledAt, timeZone)}.`
              : "not polled yet."}
          </span>
          <PollNowButton ats={ats} />
        </div>
      )}
    </Card>
  );
}
