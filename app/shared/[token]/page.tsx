import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Analysis, Section } from "@/components/results/shared-results-sections";
import { NotFoundError } from "@/lib/screening-api";
import { loadSharedView } from "@/lib/share-links/load-shared";
import { findLiveShareLink } from "@/lib/share-links/store";
import { formatDuration } from "@/lib/utils/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Shared results", robots: { index: false, follow: false } };

const modeLabels: Record<string, string> = {
  CLOSED: "Closed book",
  OPEN: "Open resources",
  AI_ASSISTED: "AI-assisted",
};
const riskTone: Record<string, BadgeProps["tone"]> = { low: "success", medium: "warning", high: "danger" };
const levelTone: Record<string, BadgeProps["tone"]> = { critical: "danger", warning: "warning", info: "neutral" };
const utc = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, " UTC");

async function viewOf(token: string) {
  const link = await findLiveShareLink(token);
  if (!link) return null;
  try {
    return await loadSharedView(link.interviewId, link.contents, link.pseudonymous);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * A dashboard share link's page: no session, read-only, what the link was made to show (lib/share-links). A
 * revoked, expired or unknown token renders the same "no longer works" page with 404.
 */
export default async function SharedLinkPage({ params }: PageProps<"/shared/[token]">) {
  const view = await viewOf((await params).token);
  if (!view) notFound();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700 dark:text-indigo-300">
          Screening results · shared read-only
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{view.candidateName}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {view.problemName} · completed {utc(view.completedAt)}
        </p>
      </header>
      <Section title="Score">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Overall</dt>
            <dd className="text-2xl font-semibold tabular-nums">{view.score === null ? "—" : view.score}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Time used</dt>
            <dd className="tabular-nums">{formatDuration(view.completionTimeSeconds)}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Resources</dt>
            <dd>{modeLabels[view.settings.externalResourceMode] ?? view.settings.externalResourceMode}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">Spoken language</dt>
            <dd className="uppercase">{view.settings.spokenLocale}</dd>
          </div>
        </dl>
      </Section>
      <Section title="Analysis">
        <Analysis analysis={view.analysis} />
      </Section>
      {view.integrity && (
        <Section title="Integrity">
          <div className="space-y-3 text-sm">
            <p className="flex items-center gap-2">
              Risk <Badge tone={riskTone[view.integrity.risk ?? ""] ?? "neutral"}>{view.integrity.risk}</Badge>
            </p>
            {view.integrity.narrative && <p className="text-zinc-700 dark:text-zinc-300">{view.integrity.narrative}</p>}
            {view.integrity.findings &&
              (view.integrity.findings.length ? (
                <ul className="space-y-2" aria-label="Findings">
                  {view.integrity.findings.map((finding, i) => (
                    <li key={i} className="flex items-center gap-2">
                      <Badge tone={levelTone[finding.level] ?? "neutral"}>{finding.level}</Badge>
                      <span>{finding.title}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-zinc-600 dark:text-zinc-400">No findings.</p>
              ))}
          </div>
        </Section>
      )}
    </main>
  );
}
