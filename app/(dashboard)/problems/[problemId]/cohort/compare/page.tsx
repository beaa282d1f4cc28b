import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { cohortQuerySchema } from "@/lib/cohort/cohort-query";
import { parseCompareIds, readCompare } from "@/lib/cohort/read-compare";
import { readDistribution } from "@/lib/cohort/read-distribution";
import { getRegistryEntry } from "@/lib/problems/registry";
import { pageParam } from "@/lib/utils/page-param";
import { CompareDecide } from "./_components/compare-decide";
import { CompareNotices } from "./_components/compare-notices";
import { DimensionBars } from "./_components/dimension-bars";
import { ExplanationsTable } from "./_components/explanations-table";
import { SideBySideTable } from "./_components/side-by-side-table";

export const metadata: Metadata = { title: "Compare candidates" };

export default async function ComparePage({ params, searchParams }: PageProps<"/problems/[problemId]/cohort/compare">) {
  const user = await requireUser();
  const problemId = pageParam((await params).problemId);
  const entry = await getRegistryEntry(problemId);
  if (!entry) notFound();
  const search = await searchParams;
  const ids = parseCompareIds(search.ids);
  // The cohort view they were chosen in: its percentiles, and the screens a decision from here applies to.
  const pick = cohortQuerySchema.shape.pick.parse(search.pick);
  const { sortedScores } = await readDistribution(problemId, pick);
  const { items, warnings, missing, graded } = await readCompare(problemId, ids, user, { sortedScores });
  return (
    <>
      <PageHeader
        title={`Compare ${items.length} candidates`}
        description={entry.name}
        actions={
          <TextLink href={`/problems/${encodeURIComponent(problemId)}/cohort?pick=${pick}`} size="sm">
            ← The cohort
          </TextLink>
        }
      />
      <CompareNotices count={items.length} missing={missing.length} warnings={warnings} />
      {items.length > 0 && (
        <div className="space-y-6">
          <SideBySideTable items={items} graded={graded} />
          <Card aria-labelledby="dimensions-heading" as="section" className="space-y-3">
            <h2 id="dimensions-heading" className="font-semibold">
              Dimensions
            </h2>
            <DimensionBars items={items} />
          </Card>
          <ExplanationsTable items={items} />
          {hasRole(user.role, "manager") && (
            <CompareDecide
              problemId={problemId}
              pick={pick}
              candidates={items.map((i) => ({ id: i.id, name: i.candidateName }))}
            />
          )}
        </div>
      )}
    </>
  );
}
