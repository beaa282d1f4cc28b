import "server-only";
import { db } from "@/lib/db/client";
import { currentUser } from "@/lib/auth/session";

/**
 * Tab titles that say whose page it is, from the read model (one indexed read each, no API call): a reviewer with
 * ten results open tells them apart. Unknown ids, and anyone not signed in, get the generic title.
 */
export async function resultsTitle(interviewId: string): Promise<string> {
  if (!(await currentUser())) return "Results";
  const screen = await db.mirrorScreen.findUnique({
    where: { id: interviewId },
    select: { candidateId: true, problemId: true },
  });
  if (!screen) return "Results";
  const [candidate, problem] = await Promise.all([
    db.mirrorCandidate.findUnique({ where: { id: screen.candidateId }, select: { name: true } }),
    db.problemRegistryEntry.findUnique({ where: { problemId: screen.problemId }, select: { name: true } }),
  ]);
  return [candidate?.name ?? "Results", problem?.name].filter(Boolean).join(" · ");
}

export async function candidateTitle(candidateId: string): Promise<string> {
  if (!(await currentUser())) return "Candidate";
  const candidate = await db.mirrorCandidate.findUnique({ where: { id: candidateId }, select: { name: true } });
  return candidate?.name ?? "Candidate";
}
