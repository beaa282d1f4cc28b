import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { FramedTable } from "@/components/ui/table";
import { connectedAts } from "@/lib/ats/connections";
import { listIntegrationLog } from "@/lib/ats/integration-log";
import { atsInfo } from "@/lib/ats/kinds";
import { atsKindSchema } from "@/lib/ats/kind-schemas";
import { requireRole } from "@/lib/auth/require-role";
import { LogRow } from "../log-row";
import { TextLink } from "@/components/ui/text-link";
import { listHref } from "@/lib/utils/list-href";

export const metadata: Metadata = { title: "Integration calls" };

/** Every web hook in and HTTP call out, one row per call: the raw layer under the integration log's events. */
export default async function IntegrationCallsPage({ searchParams }: PageProps<"/settings/integrations/log/calls">) {
  const me = await requireRole("admin");
  const query = await searchParams;
  const ats = atsKindSchema.safeParse(query.ats);
  const before = typeof query.before === "string" ? query.before : null;
  const [page, connected] = await Promise.all([
    listIntegrationLog(ats.success ? ats.data : null, before),
    connectedAts(),
  ]);
  return (
    <>
      <PageHeader title="Integration calls" />
      <p className="mb-4 text-sm">
        <TextLink
          href={listHref("/settings/integrations/log", {}, { ats: ats.success ? ats.data : undefined })}
          weight="medium"
        >
          Integration log
        </TextLink>{" "}
        · Every web hook in and call out, newest first; keys and secrets are masked.
        {ats.success && (
          <>
            {" "}
            Showing {atsInfo[ats.data].label} only (
            <TextLink href="/settings/integrations/log/calls" weight="medium">
              show all
            </TextLink>
            ).
          </>
        )}
      </p>
      {page.rows.length === 0 ? (
        <EmptyState title="Nothing logged yet">Web hooks received and calls made to an ATS appear here.</EmptyState>
      ) : (
        <FramedTable columns={["Call", "Status", "Time", "Details"]} caption="Integration calls">
          {page.rows.map((row) => (
            <LogRow
              key={row.id}
              row={row}
              message={row.outboxId ? page.outbox.get(row.outboxId) : undefined}
              connected={connected}
              timeZone={me.timeZone}
            />
          ))}
        </FramedTable>
      )}
      {page.next && (
        <p className="mt-4 text-sm">
          <TextLink
            href={listHref(
              "/settings/integrations/log/calls",
              { ats: ats.success ? ats.data : undefined },
              { before: page.next },
            )}
            weight="medium"
          >
            Older entries
          </TextLink>
        </p>
      )}
    </>
  );
}
