import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { requireRole } from "@/lib/auth/require-role";
import { listCandidateRows } from "@/lib/candidates/list-candidate-rows";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { describeApiError } from "@/lib/screening-api";
import { NewBulkForm } from "./_components/new-bulk-form";
import type { CandidateChoices, ProblemChoice } from "./_components/choices";

export const metadata: Metadata = { title: "New bulk issue" };

async function loadCandidates(): Promise<CandidateChoices> {
  try {
    return { ok: true, ...(await listCandidateRows()) };
  } catch (error) {
    return { ok: false, ...describeApiError(error) };
  }
}

const localesOf = (snapshot: unknown) => (snapshot as { supportedLocales?: unknown } | null)?.supportedLocales;

export default async function NewBulkIssuePage() {
  await requireRole("admin");
  // Streamed: the CSV path and the problem choice do not wait for every candidate to be listed.
  const candidates = loadCandidates();
  const problems: ProblemChoice[] = (await listRegisteredProblems()).map((p) => {
    const locales = localesOf(p.snapshot);
    return { id: p.problemId, name: p.name, status: p.status, type: p.type, supportsFrench: Array.isArray(locales) ? locales.includes("fr") : null };
  });
  return (
    <>
      <PageHeader
        title="New bulk issue"
        description="Pick a problem and the people to screen. Nothing is sent until you confirm."
        actions={
          <Link href="/bulk" className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
            ← All bulk jobs
          </Link>
        }
      />
      <NewBulkForm problems={problems} candidates={candidates} />
    </>
  );
}
