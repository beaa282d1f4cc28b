import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { parsePageQuery } from "@/lib/results/page-query";
import { AssessmentsSection } from "./_components/assessments-section";
import { AssessmentsSkeleton } from "./_components/assessments-skeleton";
import { PageNotices } from "./_components/page-notices";

export const metadata: Metadata = { title: "Assessments" };

export default async function AssessmentsPage({ searchParams }: PageProps<"/assessments">) {
  await requireUser();
  const { page, pageSize, notes } = parsePageQuery(await searchParams);
  return (
    <>
      <PageHeader title="Assessments" description="Every screen your organization has issued, newest first, one page at a time from the screening service." />
      <PageNotices notices={notes} />
      {/* Keyed on the page so that moving to another page shows the skeleton instead of the old rows. */}
      <Suspense key={`${page}:${pageSize}`} fallback={<AssessmentsSkeleton />}>
        <AssessmentsSection page={page} pageSize={pageSize} />
      </Suspense>
    </>
  );
}
