import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { FramedTable } from "@/components/ui/table";
import { ServiceCopyNotice } from "@/components/privacy/service-copy-notice";
import { requireRole } from "@/lib/auth/require-role";
import { listLegalHolds } from "@/lib/privacy/legal-hold";
import { formatDateTime } from "@/lib/utils/format";
import { EraseEmailsForm } from "./_components/erase-emails-form";
import { RetentionForm } from "./_components/retention-form";
import { readLastRetentionRun, readRetentionSettings } from "@/lib/privacy/retention-settings";
import { describeCounts } from "@/lib/privacy/describe-counts";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Data" };

const card =
  "mb-6 max-w-3xl space-y-3 rounded-xl border border-zinc-200 bg-white p-5 text-sm dark:border-zinc-800 dark:bg-zinc-900";

export default async function DataSettingsPage() {
  const me = await requireRole("admin");
  const [holds, retention, lastRun] = await Promise.all([
    listLegalHolds(),
    readRetentionSettings(),
    readLastRetentionRun(),
  ]);
  return (
    <>
      <PageHeader
        title="Data"
        description="Candidates' personal data: how long it is kept, erasure on request, and legal holds."
      />
      <section aria-labelledby="retention-heading" className={card}>
        <h2 id="retention-heading" className="font-semibold">
          Retention
        </h2>
        <RetentionForm initial={retention} />
        <div role="status" className="border-t border-zinc-200 pt-3 dark:border-zinc-800">
          {lastRun ? (
            <p>
              Last run {formatDateTime(new Date(lastRun.at), me.timeZone)} ({lastRun.settings.mode},{" "}
              {lastRun.settings.days} days):{" "}
              {lastRun.candidates
                ? `${lastRun.candidates} candidate${lastRun.candidates === 1 ? "" : "s"}, ${describeCounts(lastRun.counts)}`
                : "nobody was due"}
              {lastRun.skippedBatches ? `; ${lastRun.skippedBatches} batch(es) skipped for a new legal hold` : ""}.{" "}
              <TextLink href="/settings/audit">Audit log</TextLink>
            </p>
          ) : (
            <p className="text-zinc-600 dark:text-zinc-400">Retention has not run yet.</p>
          )}
        </div>
      </section>
      <section aria-labelledby="erase-heading" className={card}>
        <h2 id="erase-heading" className="font-semibold">
          Erase on request
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">
          One candidate is erased from their page, several from the candidates list (tick them, then Erase selected), or
          everyone under a list of emails here. An export for a subject access request is on the candidate&apos;s page.
        </p>
        <ServiceCopyNotice />
        <EraseEmailsForm />
      </section>
      <section aria-labelledby="holds-heading" className="mb-6 max-w-3xl space-y-3">
        <h2 id="holds-heading" className="font-semibold">
          Legal holds
        </h2>
        {holds.length === 0 ? (
          <EmptyState title="No candidate is on legal hold">
            Place a hold from a candidate&apos;s page: retention then skips them and erasure is refused.
          </EmptyState>
        ) : (
          <FramedTable columns={["Candidate", "Why", "Placed by", "Since"]}>
            {holds.map((hold) => (
              <tr key={hold.candidateId}>
                <td>
                  <TextLink href={`/candidates/${encodeURIComponent(hold.candidateId)}`} mono size="xs">
                    {hold.candidateId}
                  </TextLink>
                </td>
                <td>{hold.reason}</td>
                <td>{hold.placedByEmail}</td>
                <td className="text-xs">{formatDateTime(hold.placedAt, me.timeZone)}</td>
              </tr>
            ))}
          </FramedTable>
        )}
      </section>
    </>
  );
}
