import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { connectedAts } from "@/lib/ats/connections";
import { deliveryHealth } from "@/lib/ats/integration-log";
import { atsInfo, atsKinds } from "@/lib/ats/kinds";
import { requireRole } from "@/lib/auth/require-role";
import { TextLink } from "@/components/ui/text-link";
import { cardClass } from "@/components/ui/card";

export const metadata: Metadata = { title: "Integrations" };

export default async function IntegrationsPage() {
  await requireRole("admin");
  const connected = await connectedAts();
  const health = await Promise.all(atsKinds.map((ats) => deliveryHealth(ats)));
  return (
    <>
      <PageHeader title="Integrations" />
      <p className="mb-4 max-w-2xl text-sm text-zinc-600 dark:text-zinc-400">
        Connect your applicant tracking system with its own API key and web hooks: a stage change issues a screen, and
        results and decisions go back as notes, the PDF and stage moves.{" "}
        <TextLink href="/settings/integrations/log" weight="medium">
          Integration log
        </TextLink>
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {atsKinds.map((ats, i) => {
          const h = health[i]!;
          return (
            <li key={ats} className={cardClass({ className: "text-sm" })}>
              <h2 className="mb-2 flex items-center justify-between font-semibold">
                <Link href={`/settings/integrations/${ats}`} className="hover:underline">
                  {atsInfo[ats].label}
                </Link>
                {connected.has(ats) ? (
                  <Badge tone={h.failedRecent ? "danger" : "success"}>{h.failedRecent ? "Failing" : "Connected"}</Badge>
                ) : (
                  <Badge>Not connected</Badge>
                )}
              </h2>
              <p className="text-zinc-600 dark:text-zinc-400">
                {h.total
                  ? `Last ${h.total} deliver${h.total === 1 ? "y" : "ies"}: ${h.delivered} delivered, ${h.pending} waiting, ${h.failedRecent} failed${h.cancelled ? `, ${h.cancelled} cancelled` : ""}.`
                  : "No deliveries yet."}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
