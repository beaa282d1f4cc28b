import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, redactCandidate, redactResults } from "@/lib/review/blind";
import { db } from "@/lib/db/client";
import { resultsSchema, type Results } from "@/lib/api-contract/responses";
import { groupFlagsByLevel, type FlagGroup } from "@/lib/results/flag-groups";
import { resourceModeLabel, localeLabel } from "@/lib/problems/labels";
import { formatDate } from "@/lib/utils/format";
import { percentBetterThan } from "./statistics";

export interface CompareItem {
  id: string;
  candidateId: string;
  candidateName: string;
  candidateEmail: string | null;
  status: string;
  issuedAt: string;
  results: Results | null;
  betterThan: number | null;
  flagGroups: FlagGroup[];
  decisions: Array<{ reviewer: string; decision: string; reason: string }>;
  notes: Array<{ author: string; body: string; at: string }>;
}

/** The ids of a compare URL: 2 to 5 distinct ones, in the order given. */
export const parseCompareIds = (raw: string | string[] | undefined) =>
  [
    ...new Set(
      (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, 5);

const names = (items: CompareItem[]) => items.map((i) => i.candidateName).join(", ");

/**
 * Why these scores may not be comparable: settings in effect that differ (external resources, spoken
 * language), scoring dimensions that differ (the rubric was rewritten), or an edit of the problem made in the
 * dashboard between the first and the last of these screens being issued.
 */
function rulesWarnings(items: CompareItem[], edits: Date[]): string[] {
  const done = items.filter((i) => i.results);
  const warnings: string[] = [];
  const differs = (label: string, of: (r: Results) => string) => {
    const groups = new Map<string, CompareItem[]>();
    for (const item of done) groups.set(of(item.results!), [...(groups.get(of(item.results!)) ?? []), item]);
    if (groups.size > 1)
      warnings.push(
        `${label} differ: ${[...groups].map(([value, group]) => `${names(group)} took it with ${value}`).join("; ")}.`,
      );
  };
  differs("External resources", (r) => resourceModeLabel(r.settings.external_resource_mode));
  differs("Spoken languages", (r) => localeLabel(r.settings.spoken_locale));
  differs("Scoring dimensions", (r) => (r.analysis ?? []).map((d) => d.name).join(", ") || "no dimensions");
  for (const at of edits)
    warnings.push(
      `The problem was edited in the dashboard on ${formatDate(at.toISOString())}, after some of these screens were issued and before others.`,
    );
  return warnings;
}

/**
 * Two to five screens of one problem side by side, from the read model (no API call). Candidates the reader may not
 * know (blind review) appear under their pseudonym, without where their IP readings place them. Percentiles count
 * `cohort`, the kept distribution of the cohort view they were chosen in (one screen per person).
 */
export async function readCompare(
  problemId: string,
  ids: string[],
  reader: { id: string; role: Role },
  cohort: { sortedScores: readonly number[] },
) {
  const read = await db.$queryRaw<
    Array<{
      id: string;
      candidateId: string;
      candidateName: string | null;
      candidateEmail: string | null;
      status: string;
      createdAt: Date;
      results: unknown;
    }>
  >`
    SELECT s.id, s."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", s.status, s."createdAt", r.results
    FROM mirror_screen s LEFT JOIN mirror_candidate c ON c.id = s."candidateId" LEFT JOIN result_snapshot r ON r."interviewId" = s.id
    WHERE s.id = ANY(${ids}::text[]) AND s."problemId" = ${problemId} AND s."goneAt" IS NULL`;
  const view = await identityView(
    reader,
    read.map((s) => s.candidateId),
  );
  const screens = read.map((s) => redactCandidate(s.candidateId, s, view));
  const [decisions, notes] = await Promise.all([
    db.$queryRaw<Array<{ interviewId: string; reviewer: string; decision: string; reason: string }>>`
      SELECT d."interviewId", COALESCE(u.name, u.email, 'a former user') AS reviewer, d.decision, d.reason FROM decision d LEFT JOIN "User" u ON u.id = d."reviewerId"
      WHERE d."interviewId" = ANY(${ids}::text[]) ORDER BY d."updatedAt"`,
    db.$queryRaw<Array<{ targetId: string; author: string; body: string; createdAt: Date }>>`
      SELECT n."targetId", COALESCE(u.name, u.email, 'a former user') AS author, n.body, n."createdAt" FROM note n LEFT JOIN "User" u ON u.id = n."authorId"
      WHERE n."targetType" = 'result' AND n."targetId" = ANY(${ids}::text[]) ORDER BY n."createdAt" DESC`,
  ]);
  const sorted = cohort.sortedScores;
  const items: CompareItem[] = ids.flatMap((id) => {
    const screen = screens.find((s) => s.id === id);
    if (!screen) return [];
    const parsed = screen.results ? resultsSchema.safeParse(screen.results) : null;
    const results = parsed?.success ? redactResults(parsed.data, view.hides(screen.candidateId)) : null;
    return [
      {
        id,
        candidateId: screen.candidateId,
        candidateName: screen.candidateName ?? screen.candidateId,
        candidateEmail: screen.candidateEmail,
        status: screen.status,
        issuedAt: screen.createdAt.toISOString(),
        results,
        betterThan: results?.score != null ? percentBetterThan(sorted, results.score) : null,
        flagGroups: results ? groupFlagsByLevel(results.integrity_report.flags) : [],
        decisions: decisions
          .filter((d) => d.interviewId === id)
          .map(({ reviewer, decision, reason }) => ({ reviewer, decision, reason })),
        notes: notes
          .filter((n) => n.targetId === id)
          .map((n) => ({ author: n.author, body: n.body, at: n.createdAt.toISOString() })),
      },
    ];
  });
  const issued = items.map((i) => Date.parse(i.issuedAt));
  const edits = items.length
    ? await db.auditEvent.findMany({
        where: {
          action: "problem.update",
          targetType: "problem",
          targetId: problemId,
          at: { gt: new Date(Math.min(...issued)), lt: new Date(Math.max(...issued)) },
        },
        select: { at: true },
        orderBy: { at: "asc" },
      })
    : [];
  return {
    items,
    warnings: rulesWarnings(
      items,
      edits.map((e) => e.at),
    ),
    missing: ids.filter((id) => !items.some((i) => i.id === id)),
    graded: sorted.length,
  };
}
