import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { getConnectionView } from "@/lib/ats/connections";
import { deliveryHealth } from "@/lib/ats/integration-log";
import { atsInfo } from "@/lib/ats/kinds";
import { atsKindSchema } from "@/lib/ats/kind-schemas";
import { requireRole } from "@/lib/auth/require-role";
import { env, publicOrigin } from "@/lib/env";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { ConnectionForm } from "./_components/connection-form";
import { DeliveryHealth } from "./_components/delivery-health";
import { DisconnectButton } from "./_components/disconnect-button";
import { SandboxConnect } from "./_components/sandbox-connect";
import { StageRules } from "./_components/stage-rules";
import { TextLink } from "@/components/ui/text-link";
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
  // The address links back to the dashboard use: PUBLIC_URL when set (the one every email and chat link uses), else
  // the address this page was opened at.
  const origin =
    connection?.dashboardOrigin ??
    (env.PUBLIC_URL ? publicOrigin : `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}`);
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
      <SandboxConnect ats={ats} label={info.label} baseUrl={connection?.baseUrl ?? null} />
      {connection && (
        <DeliveryHealth ats={ats} info={info} connection={connection} health={health} timeZone={me.timeZone} />
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
          publicUrl={env.PUBLIC_URL ? publicOrigin : null}
        />
      </section>
      <StageRules ats={ats} connection={connection} names={names} ready={ready} />
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
