import "server-only";
import { db } from "@/lib/db/client";
import { readPageReviewState } from "@/lib/sync/read/review-state";
import { resultsSchema } from "@/lib/api-contract/responses";

/** How one of a candidate's screens went, from the dashboard's copy: score, risk and the team's decisions. */
export interface ScreenFacts {
  score: number | null;
  risk: string | null;
  flagCount: number | null;
  completedAt: Date | null;
  decisions: Partial<Record<string, number>>;
}

/** What a result's integrity report says about one reported IP address: the check and its words. */
export interface IpMention {
  interviewId: string;
  completedAt: Date;
  check: string;
  description: string;
}

/** A candidate's screens as the dashboard's copy knows them: two statements over the candidate's own rows. */
export async function readScreenFacts(candidateId: string, screenIds: string[]): Promise<Map<string, ScreenFacts>> {
  if (!screenIds.length) return new Map();
  const [rows, review] = await Promise.all([
    db.mirrorScreen.findMany({
      where: { id: { in: screenIds } },
      select: { id: true, score: true, risk: true, flagCount: true, completedAt: true },
    }),
    readPageReviewState(screenIds, [candidateId]),
  ]);
  return new Map(rows.map((row) => [row.id, { ...row, decisions: review.screens.get(row.id)?.decisions ?? {} }]));
}

/**
 * Where the candidate's stored results mention each reported address: the service enriches a reading
 * (location, network) and reports it inside the integrity checks of screens completed after it, in words, so the
 * words that name the address are what there is to show. The newest mention of each address first.
 */
export async function readIpMentions(candidateId: string, addresses: string[]): Promise<Map<string, IpMention[]>> {
  const mentions = new Map<string, IpMention[]>();
  if (!addresses.length) return mentions;
  const snapshots = await db.resultSnapshot.findMany({
    where: { candidateId },
    orderBy: { completedAt: "desc" },
    take: 20,
    select: { interviewId: true, completedAt: true, results: true },
  });
  for (const snapshot of snapshots) {
    const parsed = resultsSchema.safeParse(snapshot.results);
    if (!parsed.success) continue;
    const report = parsed.data.integrity_report;
    for (const flag of [...report.flags, ...report.passing_flags]) {
      for (const address of addresses) {
        if (!flag.description.includes(address)) continue;
        const list = mentions.get(address) ?? [];
        if (list.length < 2)
          list.push({
            interviewId: snapshot.interviewId,
            completedAt: snapshot.completedAt,
            check: flag.title,
            description: flag.description,
          });
        mentions.set(address, list);
      }
    }
  }
  return mentions;
}
