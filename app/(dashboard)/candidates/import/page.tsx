import type { Metadata } from "next";
import { JobStatusBadge } from "@/components/bulk/job-status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { FramedTable } from "@/components/ui/table";
import { forbidden } from "next/navigation";
import { requireRole } from "@/lib/auth/require-role";
import { readsBlind } from "@/lib/review/blind";
import { listJobSummaries } from "@/lib/bulk/read-jobs";
import { ImportForm } from "./_components/import-form";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";
import { SectionHeader } from "@/components/ui/section-header";

export const metadata: Metadata = { title: "Import candidates" };

const n = (value: number) => value.toLocaleString("en");

export default async function ImportCandidatesPage() {
  // Blind review: a roster names the candidates the reviewer sees under pseudonyms.
  if (await readsBlind(await requireRole("recruiter"))) forbidden();
  const recent = await listJobSummaries("import", 10);
  return (
    <>
      <PageHeader
        title="Import candidates"
        description="Register the people of an ATS or spreadsheet export as candidates, without issuing anything. Nothing is sent until you confirm."
        actions={
          <TextLink href="/candidates" size="sm">
            ← Candidates
          </TextLink>
        }
      />
      <ImportForm />
      {recent.length > 0 && (
        <section aria-labelledby="recent-imports" className="mt-8 space-y-3">
          <SectionHeader id="recent-imports" title="Recent imports" />
          <FramedTable
            columns={["Started", "By", "Status", "Created", "Already candidates", "Failed"]}
            caption="Recent imports"
          >
            {recent.map((job) => (
              <tr key={job.jobId}>
                <td>
                  <TextLink href={`/candidates/import/${job.jobId}`}>
                    <Time value={job.createdAt} />
                  </TextLink>
                </td>
                <td>{job.createdBy}</td>
                <td>
                  <JobStatusBadge status={job.status} />
                </td>
                <td className="tabular-nums">{n(job.counts.created)}</td>
                <td className="tabular-nums">{n(job.counts.existing)}</td>
                <td className="tabular-nums">{n(job.counts.failed)}</td>
              </tr>
            ))}
          </FramedTable>
        </section>
      )}
    </>
  );
}
