import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { FramedTable, TD, TR } from "@/components/ui/table";
import { getConnectionView, webhookUrlOf } from "@/lib/ats/connections";
import { deliveryHealth } from "@/lib/ats/integration-log";
import { atsInfo, atsKindSchema } from "@/lib/ats/kinds";
import { requireRole } from "@/lib/auth/require-role";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { formatDateTime } from "@/lib/utils/format";
import { ConnectionForm } from "./_components/connection-form";
import { DisconnectButton } from "./_components/disconnect-button";
import { PollNowButton } from "./_components/poll-now-button";
import { RuleForm, RemoveRuleButton } from "./_components/rule-form";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { listHref } from "@/lib/utils/list-href";

export const metadata: Metadata = { title: "Integration" };

export default async function IntegrationPage({ params }: PageProps<"/settings/integrations/[ats]">) {
  const me = await requireRole("admin");
  const parsed = atsKindSchema.safeParse((await params).ats);
  if (!parsed.success) notFound();
  const ats = parsed.data;
  const info = atsInfo[ats];
  const [connection, health, problems, h] = await Promise.all([
    getConnectionView(ats),
    deliveryHealth(ats),
    listRegisteredProblems(),
    headers(),
  ]);
  const origin =
    connection?.dashboardOrigin ?? `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}`;
  const ready = problems.filter((p) => p.status === "Ready").map((p) => ({ id: p.problemId, name: p.name }));
  const names = new Map(problems.map((p) => [p.problemId, p.name]));
  return (
    <>
      <PageHeader title={info.label} />
      <p className="mb-4 text-sm">
        <TextLink href="/settings/integrations" weight="medium">
          All integrations
        </TextLink>{" "}
        ·{" "}
        <TextLink href={listHref("/settings/integrations/log", {}, { ats })} weight="medium">
          {info.label} log
        </TextLink>
      </p>
      {connection && (
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
              ? `Last web hook received ${formatDateTime(health.lastIn.receivedAt, me.timeZone)} (${health.lastIn.status}).`
              : "No web hook received yet."}
          </p>
          {health.lastError && <p className="mt-1 text-red-700 dark:text-red-300">Last error: {health.lastError}</p>}
          <p className="mt-2">
            Web-hook URL to paste into {info.label}:{" "}
            <code className="break-all">{webhookUrlOf(connection.dashboardOrigin, ats)}</code>
          </p>
          {connection.pollEnabled && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <span>
                Polling every 5 minutes;{" "}
                {connection.lastPolledAt
                  ? `last poll ${formatDateTime(connection.lastPolledAt, me.timeZone)}.`
                  : "not polled yet."}
              </span>
              <PollNowButton ats={ats} />
            </div>
          )}
        </Card>
      )}
      <section aria-labelledby="connection" className="mb-6 max-w-2xl">
        <h2 id="connection" className="mb-3 font-semibold">
          Connection
        </h2>
        <ConnectionForm
          ats={ats}
          info={info}
          saved={
            connection && {
              apiKeyHint: connection.apiKeyHint,
              webhookSecretHint: connection.webhookSecretHint,
              baseUrl: connection.baseUrl,
              dashboardOrigin: connection.dashboardOrigin,
              actingUserId: connection.actingUserId,
              linkMode: connection.linkMode as "signed_in" | "share_link",
              scoreFieldId: connection.scoreFieldId,
              moveOnDecision: connection.moveOnDecision,
              rejectReasonId: connection.rejectReasonId,
              advanceStageId: connection.advanceStageId,
              rejectStageId: connection.rejectStageId,
              pollEnabled: connection.pollEnabled,
            }
          }
          defaultOrigin={origin}
        />
      </section>
      <section aria-labelledby="rules" className="mb-6">
        <h2 id="rules" className="mb-3 font-semibold">
          Stage rules
        </h2>
        <FramedTable
          columns={["Job id", "Stage", "Problem issued", { label: "Actions", hidden: true }]}
          caption="Stage rules"
        >
          {connection?.rules.length ? (
            connection.rules.map((rule) => (
              <TR key={rule.id}>
                <TD>{rule.jobId}</TD>
                <TD>{rule.stageName}</TD>
                <TD>{names.get(rule.problemId) ?? rule.problemId}</TD>
                <TD>
                  <RemoveRuleButton ats={ats} ruleId={rule.id} label={`${rule.jobId} ${rule.stageName}`} />
                </TD>
              </TR>
            ))
          ) : (
            <TR>
              <TD colSpan={4}>No rules yet: add one below.</TD>
            </TR>
          )}
        </FramedTable>
        {connection ? (
          <RuleForm ats={ats} problems={ready} />
        ) : (
          <p className="mt-3 text-sm">Save the connection first.</p>
        )}
      </section>
      {connection && (
        <section
          aria-labelledby="disconnect"
          className="mb-6 max-w-2xl rounded-xl border border-red-200 bg-white p-5 text-sm dark:border-red-900 dark:bg-zinc-900"
        >
          <h2 id="disconnect" className="mb-2 font-semibold">
            Disconnect
          </h2>
          <p className="mb-3 text-zinc-600 dark:text-zinc-400">
            Deletes the key, the secret and the stage rules, refuses {info.label}&apos;s web hooks and cancels updates
            not yet sent. Screens already issued and the log stay.
          </p>
          <DisconnectButton ats={ats} label={info.label} rules={connection.rules.length} />
        </section>
      )}
    </>
  );
}
