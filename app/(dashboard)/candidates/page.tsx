import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { requireUser } from "@/lib/auth/session";
import { listCandidateRows } from "@/lib/candidates/list-candidate-rows";
import { CandidatesTable } from "./_components/candidates-table";
import { CreateCandidateDialog } from "./_components/create-candidate-dialog";
import { EmailLookup } from "./_components/email-lookup";

export const metadata: Metadata = { title: "Candidates" };

export default async function CandidatesPage() {
  await requireUser();
  const result = await listCandidateRows().then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return (
    <>
      <PageHeader
        title="Candidates"
        description="Everyone your organization has registered with the screening service."
        actions={
          <div className="flex flex-wrap items-end gap-4">
            <EmailLookup />
            <CreateCandidateDialog />
          </div>
        }
      />
      {result.ok ? <CandidatesTable rows={result.data.rows} sources={result.data.sources} /> : <ApiErrorPanel error={result.error} what="candidates" />}
    </>
  );
}
