import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { connectedAts } from "@/lib/ats/connections";
import { requireCompliance } from "@/lib/auth/require-role";
import { latestEeoReads } from "@/lib/fairness/eeo-read/runs";
import { eeoSourcesOf } from "@/lib/fairness/eeo-read/sources";
import { AnswersUpload } from "./_components/answers-upload";
import { EeoRead } from "./_components/eeo-read";

export const metadata: Metadata = { title: "Demographic answers" };

/** Import voluntary self-identification answers from a file or read them from the ATS (Compliance permission only). */
export default async function ComplianceAnswersPage() {
  await requireCompliance();
  const [connected, latest] = await Promise.all([connectedAts(), latestEeoReads()]);
  return (
    <>
      <PageHeader
        title="Demographic answers"
        description="Voluntary self-identification answers, kept apart from every reviewer's page and used only for the fairness figures."
      />
      <div className="max-w-2xl space-y-6">
        <Card as="section" aria-labelledby="answers-file-heading" className="space-y-3">
          <h2 id="answers-file-heading" className="text-base font-semibold">
            From a file
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Columns: <code>email</code> (or <code>ats_id</code>), <code>sex</code>, <code>race_ethnicity</code>, and
            optionally <code>veteran</code> and <code>disability</code>; EEO-1 categories or &quot;declined&quot;. A
            later answer replaces an earlier one.
          </p>
          <AnswersUpload />
        </Card>
        <Card as="section" aria-labelledby="answers-ats-heading" className="space-y-3">
          <h2 id="answers-ats-heading" className="text-base font-semibold">
            From the ATS
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Reads the answers of the applications this dashboard screened, in the background: you can leave this page
            and come back. Answers imported from a file are never replaced.
          </p>
          <EeoRead sources={eeoSourcesOf(connected)} latest={latest} />
        </Card>
        <TextLink href="/analytics/fairness" size="sm" weight="medium">
          Fairness figures
        </TextLink>
      </div>
    </>
  );
}
