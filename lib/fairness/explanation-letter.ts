import "server-only";
import { z } from "zod";
import { resultsSchema } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";

/** The letter's query: a candidate id or email address (bounded). */
export const letterQuerySchema = z.object({ candidate: z.string().trim().min(1).max(320) });

export type LetterScreen = {
  problemName: string;
  completedAt: Date | null;
  score: number | null;
  dimensions: { name: string; score: number; explanation: string }[];
  decisions: { decision: string; reason: string; by: string; at: Date }[];
};
export type ExplanationLetter = { candidate: { id: string; name: string; email: string }; screens: LetterScreen[] };

/** At most this many screens are explained in one letter (the most recent). */
const maxScreens = 20;

/**
 * What a candidate is told on request about the automated screen (the EU AI Act's right to an explanation; NYC's
 * notice duties): for each completed screen, the problem, its dimensions with the service's scores and explanation
 * text, and each human decision with who made it and when. No demographic answer is part of it. Callers check that
 * the reader holds the Compliance permission or is an admin, and audit the request.
 */
export async function loadExplanationLetter(query: string): Promise<ExplanationLetter | null> {
  const candidate = await db.mirrorCandidate.findFirst({
    where: { OR: [{ id: query }, { emailKey: query.toLowerCase() }], goneAt: null },
    select: { id: true, name: true, email: true },
  });
  if (!candidate) return null;
  const screens = await db.mirrorScreen.findMany({
    where: { candidateId: candidate.id, goneAt: null, completedAt: { not: null } },
    select: { id: true, problemId: true, score: true, completedAt: true },
    orderBy: { completedAt: "desc" },
    take: maxScreens,
  });
  const ids = screens.map((s) => s.id);
  const [snapshots, decisions, problems] = await Promise.all([
    db.resultSnapshot.findMany({ where: { interviewId: { in: ids } }, select: { interviewId: true, results: true } }),
    db.decision.findMany({
      where: { interviewId: { in: ids } },
      select: { interviewId: true, decision: true, reason: true, reviewerId: true, updatedAt: true },
      orderBy: { updatedAt: "asc" },
      take: 500,
    }),
    db.problemRegistryEntry.findMany({
      where: { problemId: { in: [...new Set(screens.map((s) => s.problemId))] } },
      select: { problemId: true, name: true },
    }),
  ]);
  const reviewers = await db.user.findMany({
    where: { id: { in: [...new Set(decisions.map((d) => d.reviewerId))] } },
    select: { id: true, name: true, email: true },
  });
  const who = new Map(reviewers.map((r) => [r.id, r.name ? `${r.name} (${r.email})` : r.email]));
  const analysis = new Map(
    snapshots.map((s) => [s.interviewId, resultsSchema.safeParse(s.results).data?.analysis ?? []]),
  );
  const nameOf = new Map(problems.map((p) => [p.problemId, p.name]));
  return {
    candidate,
    screens: screens.map((s) => ({
      problemName: nameOf.get(s.problemId) ?? s.problemId,
      completedAt: s.completedAt,
      score: s.score,
      dimensions: (analysis.get(s.id) ?? []).map(({ name, score, explanation }) => ({ name, score, explanation })),
      decisions: decisions
        .filter((d) => d.interviewId === s.id)
        .map((d) => ({
          decision: d.decision,
          reason: d.reason,
          by: who.get(d.reviewerId) ?? "a former user",
          at: d.updatedAt,
        })),
    })),
  };
}
