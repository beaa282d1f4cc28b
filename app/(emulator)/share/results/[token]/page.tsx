import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sandboxEnabled } from "@/lib/env";
import { sharedResultsReport } from "@/lib/sandbox/reports";
import { withholdFromIntegrity } from "@/lib/utils/withhold-ip-addresses";
import { Analysis, Integrity, Section } from "@/components/results/shared-results-sections";
import { formatDuration } from "@/lib/utils/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shared results", robots: { index: false, follow: false } };

const modeLabels: Record<string, string> = {
  CLOSED: "Closed book",
  OPEN: "Open resources",
  AI_ASSISTED: "AI-assisted",
};

/**
 * The public, read-only results page behind a 4.16 share link: no key and no dashboard session. It shows the score,
 * the analysis and the integrity findings; IP addresses in them are withheld (lib/utils/withhold-ip-addresses.ts).
 */
export default async function SharedResultsPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const report = sandboxEnabled ? await sharedResultsReport(token) : null;
  if (!report) notFound();
  const { results, candidate, problem } = report;
  const completed = new Date(results.completed_at);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-indigo-600">
          {report.organizationName} · Screening results
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{candidate.name}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {problem.name} · completed {completed.toUTCString().replace(/:\d\d GMT$/, " UTC")}
        </p>
      </header>
      <Section title="Score">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Overall</dt>
            <dd className="text-2xl font-semibold tabular-nums">{results.score === null ? "—" : results.score}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Time used</dt>
            <dd className="tabular-nums">
              {formatDuration(results.completion_time_seconds)} of {problem.duration} min
            </dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Resources</dt>
            <dd>{modeLabels[results.settings.external_resource_mode] ?? results.settings.external_resource_mode}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Spoken language</dt>
            <dd className="uppercase">{results.settings.spoken_locale}</dd>
          </div>
        </dl>
      </Section>
      <Section title="Analysis">
        <Analysis analysis={results.analysis} />
      </Section>
      <Section title="Integrity">
        <Integrity report={withholdFromIntegrity(results.integrity_report)} />
      </Section>
      <p className="text-center text-xs text-zinc-600 dark:text-zinc-400">
        Interview {results.interview_id} · shared read-only
      </p>
    </main>
  );
}
