import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireRole } from "@/lib/auth/require-role";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { candidateSources, candidateStatuses } from "@/lib/sync/read/list-candidates";
import { NewBulkForm } from "./_components/new-bulk-form";
import type { ProblemChoice } from "./_components/choices";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "New bulk issue" };

const localesOf = (snapshot: unknown) => (snapshot as { supportedLocales?: unknown } | null)?.supportedLocales;

export default async function NewBulkIssuePage({ searchParams }: PageProps<"/bulk/new">) {
  await requireRole("admin");
  const { problemId } = await searchParams;
  const [registered, sources, statuses] = await Promise.all([
    listRegisteredProblems(),
    candidateSources(),
    candidateStatuses(),
  ]);
  const problems: ProblemChoice[] = registered.map((p) => {
    const locales = localesOf(p.snapshot);
    return {
      id: p.problemId,
      name: p.name,
      status: p.status,
      type: p.type,
      supportsFrench: Array.isArray(locales) ? locales.includes("fr") : null,
    };
  });
  return (
    <>
      <PageHeader
        title="New bulk issue"
        description="Pick a problem and the people to screen. Nothing is sent until you confirm."
        actions={
          <TextLink href="/bulk" size="sm">
            ← All bulk jobs
          </TextLink>
        }
      />
      <NewBulkForm
        problems={problems}
        sources={sources}
        statuses={statuses}
        initialProblemId={problems.find((p) => p.id === problemId)?.id ?? ""}
      />
    </>
  );
}
