import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { FramedTable } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { listAtsActivity } from "@/lib/ats/activity/list";
import { connectedAts } from "@/lib/ats/connections";
import { atsInfo } from "@/lib/ats/kinds";
import { atsKindSchema } from "@/lib/ats/kind-schemas";
import { requireRole } from "@/lib/auth/require-role";
import { listHref } from "@/lib/utils/list-href";
import { ActivityRow } from "./activity-row";

export const metadata: Metadata = { title: "Integration log" };

/** What the integrations did, one row per event in the team's words, newest first; each row opens its raw exchange. */
export default async function IntegrationLogPage({ searchParams }: PageProps<"/settings/integrations/log">) {
  const me = await requireRole("admin");
  const query = await searchParams;
  const ats = atsKindSchema.safeParse(query.ats);
  const after = typeof query.after === "string" ? query.after.slice(0, 500) : null;
  const only = ats.success ? ats.data : undefined;
  const [page, connected] = await Promise.all([listAtsActivity(only ?? null, after), connectedAts()]);
  return (
    <>
      <PageHeader title="Integration log" />
      <p className="mb-4 text-sm">
        <TextLink href="/settings/integrations" weight="medium">
          All integrations
        </TextLink>{" "}
        · What each integration did, newest first: screens issued, rules that did not match, notes written, updates that
        failed and their next try.{" "}
        {only && (
          <>
            Showing {atsInfo[only].label} only (
            <TextLink href="/settings/integrations/log" weight="medium">
              show all
            </TextLink>
            ).{" "}
          </>
        )}
        <TextLink href={listHref("/settings/integrations/log/calls", {}, { ats: only })} weight="medium">
          Every call, raw
        </TextLink>
      </p>
      {page.rows.length === 0 ? (
        <EmptyState title="Nothing happened yet">
          Stage changes received, screens issued and updates sent to an ATS appear here.
        </EmptyState>
      ) : (
        <FramedTable
          columns={[
            "What happened",
            "Outcome",
            { label: "When", wideOnly: true },
            { label: "Exchange", wideOnly: true },
          ]}
          caption="Integration log"
        >
          {page.rows.map((row) => (
            <ActivityRow key={row.id} row={row} page={page} connected={connected} timeZone={me.timeZone} />
          ))}
        </FramedTable>
      )}
      {page.next && (
        <p className="mt-4 text-sm">
          <TextLink href={listHref("/settings/integrations/log", { ats: only }, { after: page.next })} weight="medium">
            Older entries
          </TextLink>
        </p>
      )}
    </>
  );
}
