import type { Metadata } from "next";
import { candidateTitle } from "@/lib/results/page-titles";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { requireUser } from "@/lib/auth/session";
import { loadCandidatePage } from "@/lib/candidates/load-candidate";
import { ScreensTable } from "./_components/screens-table";
import { IssueScreenForm } from "./_components/issue-screen-form";
import { IpReportPanel } from "./_components/ip-report-panel";
import { ScoutPanel } from "./_components/scout-panel";
import { CandidateFacts } from "./_components/candidate-facts";
import { LiveRefresh } from "@/components/live/live-refresh";
import { NotesPanel } from "@/components/annotations/notes-panel";
import { TagsEditor } from "@/components/annotations/tags-editor";
import { screensSummary } from "@/lib/candidates/screens-summary";
import { pageParam } from "@/lib/utils/page-param";
import { getLegalHold } from "@/lib/privacy/legal-hold";
import { ErasedCandidateNotice } from "@/components/privacy/erased-notice";
import { PersonalDataPanel } from "@/components/privacy/personal-data-panel";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

export async function generateMetadata({ params }: PageProps<"/candidates/[candidateId]">): Promise<Metadata> {
  return { title: await candidateTitle(pageParam((await params).candidateId)) };
}

export default async function CandidatePage({ params }: PageProps<"/candidates/[candidateId]">) {
  const user = await requireUser();
  const candidateId = pageParam((await params).candidateId);
  const page = await loadCandidatePage(candidateId, user);
  if (page.state === "unknown") notFound();
  if (page.state === "erased") return <ErasedCandidateNotice />;
  if (page.state === "failed") return <ApiErrorPanel error={page.error} what="this candidate" />;
  const { candidate, screens, hidden, readAt } = page;
  const { problems, ipReports, ipMentions, scoutRequests, annotations, facts } = page.team;
  const hold = user.role === "admin" ? await getLegalHold(candidateId) : null;

  return (
    <>
      <LiveRefresh
        watch={[
          { topic: "candidate", id: candidateId },
          ...screens.map((s) => ({ topic: "screen", id: s.identifier })),
        ]}
        // A new screen changes what the page watches, and its stream opens again: from the render on, so a change
        // made in between (the screen completing at once) is not missed.
        renderedAt={readAt}
      />
      <PageHeader
        title={candidate.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {hidden ? (
              <span className="text-zinc-700 dark:text-zinc-300">Blind review: who this is stays hidden.</span>
            ) : (
              <a href={`mailto:${candidate.email}`} className="underline">
                {candidate.email}
              </a>
            )}
            <span className="text-zinc-700 dark:text-zinc-300">{screensSummary(screens.map((s) => s.status))}</span>
          </span>
        }
        actions={
          <TextLink href="/candidates" size="sm">
            ← All candidates
          </TextLink>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section aria-labelledby="screens-heading" className="space-y-3">
            <SectionHeader id="screens-heading" title="Screens" />
            <ScreensTable screens={screens} facts={facts} />
          </section>
          <Card aria-label="Team annotations" as="section" className="space-y-4">
            <TagsEditor targetType="candidate" targetId={candidateId} tags={annotations.tags} />
            <NotesPanel
              targetType="candidate"
              targetId={candidateId}
              notes={annotations.notes}
              names={annotations.names}
            />
          </Card>
          <IssueScreenForm
            candidateId={candidateId}
            problems={problems.map((p) => ({
              id: p.problemId,
              name: p.name,
              status: p.status,
              type: p.type,
              snapshot: p.snapshot,
            }))}
          />
        </div>
        <aside className="space-y-6">
          <CandidateFacts candidate={candidate} hidden={hidden} />
          {!hidden && (
            <>
              <IpReportPanel
                candidateId={candidateId}
                reports={ipReports.map((r) => ({ ...r, mentions: ipMentions.get(r.ipAddress) ?? [] }))}
              />
              <ScoutPanel candidateId={candidateId} requests={scoutRequests} />
            </>
          )}
          {user.role === "admin" && (
            <PersonalDataPanel
              candidateId={candidateId}
              name={candidate.name}
              hold={hold && { ...hold, placedAt: hold.placedAt.toISOString() }}
            />
          )}
        </aside>
      </div>
    </>
  );
}
