import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { SectionHeader } from "@/components/ui/section-header";
import { TextLink } from "@/components/ui/text-link";
import { requireCompliance } from "@/lib/auth/require-role";
import { loadCallouts } from "@/lib/fairness/load-callouts";
import { listFairnessJobs, loadFairness } from "@/lib/fairness/load-fairness";
import { readFairnessParams, selectionLabels } from "@/lib/fairness/selection";
import { CalloutList } from "./_components/callout-list";
import { FairnessFilters } from "./_components/fairness-filters";
import { ImpactTable } from "./_components/impact-table";

export const metadata: Metadata = { title: "Fairness" };

const toSearch = (raw: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(Object.entries(raw).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));

/** Adverse-impact figures for a compliance user (nobody else: the 403 page). */
export default async function FairnessPage({ searchParams }: PageProps<"/analytics/fairness">) {
  await requireCompliance();
  const search = toSearch(await searchParams);
  const params = readFairnessParams(search);
  const [fairness, jobs] = await Promise.all([loadFairness(params), listFairnessJobs()]);
  const { previous, callouts } = await loadCallouts(params, fairness.period, fairness.perProblem);
  const shown = params.problem ? fairness.perProblem : [fairness.overall, ...fairness.perProblem];
  const report = `/analytics/fairness/report?${search.toString()}`;
  return (
    <>
      <PageHeader
        title="Fairness"
        description="Selection rates and impact ratios by sex, race/ethnicity and their intersections, from candidates' voluntary answers. Visible only with the Compliance permission."
      />
      <FairnessFilters params={params} problems={fairness.perProblem} jobs={jobs} at={fairness.period.at} />
      <CalloutList callouts={callouts} previousLabel={previous.label} />
      <p className="mb-6 text-sm text-zinc-700 dark:text-zinc-300">
        {fairness.period.label}: {fairness.overall.assessed} assessed, {fairness.withAnswers} with answers. Selected
        means: {selectionLabels[params.selection]}
        {params.selection === "cutoff" ? ` (${params.cutoff})` : ""}.{" "}
        <TextLink href={`/analytics/fairness/export?${search.toString()}`} size="xs" weight="medium">
          Download CSV
        </TextLink>{" "}
        · Auditor&apos;s report:{" "}
        <TextLink href={`${report}&format=pdf`} size="xs" weight="medium">
          PDF
        </TextLink>{" "}
        <TextLink href={`${report}&format=csv`} size="xs" weight="medium">
          CSV
        </TextLink>{" "}
        ·{" "}
        <TextLink href="/compliance/letter" size="xs" weight="medium">
          Explanation letter
        </TextLink>{" "}
        ·{" "}
        <TextLink href="/compliance/answers" size="xs" weight="medium">
          Import answers
        </TextLink>
      </p>
      {shown.map((problem) => (
        <section key={problem.problemId} className="mb-10">
          <SectionHeader
            title={problem.problemName}
            description={`${problem.assessed} assessed. Impact ratio: each category's rate over the most-selected category's.`}
          />
          <div className="grid gap-4">
            {problem.tables.map((table) => (
              <ImpactTable key={table.dimension} table={table} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
