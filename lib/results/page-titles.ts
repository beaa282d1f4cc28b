import "server-only";
import { registeredProblemName } from "@/lib/problems/registry";
import { db } from "@/lib/db/client";
import { currentUser } from "@/lib/auth/session";
import { mirroredCandidateName } from "@/lib/candidates/mirrored-name";
import { identityView, pseudonym, resultIdentityView } from "@/lib/review/blind";

/**
 * Tab titles that say whose page it is, from the read model (one indexed read each, no API call): a reviewer with
 * ten results open tells them apart. Unknown ids, and anyone not signed in, get the generic title; a blind reader
 * (lib/review/blind.ts) the candidate's pseudonym.
 */
export async function resultsTitle(interviewId: string): Promise<string> {
  const user = await currentUser();
  if (!user) return "Results";
  const screen = await db.mirrorScreen.findUnique({
    where: { id: interviewId },
    select: { candidateId: true, problemId: true },
  });
  if (!screen) return "Results";
  const [candidate, problem] = await Promise.all([
    mirroredCandidateName(screen.candidateId),
    registeredProblemName(screen.problemId),
  ]);
  const hidden =
    candidate !== null && (await resultIdentityView(user, interviewId, screen.candidateId)).hides(screen.candidateId);
  const name = hidden ? pseudonym(screen.candidateId) : candidate;
  return [name ?? "Results", problem].filter(Boolean).join(" · ");
}

export async function candidateTitle(candidateId: string): Promise<string> {
  const user = await currentUser();
  if (!user) return "Candidate";
  const name = await mirroredCandidateName(candidateId);
  if (name === null) return "Candidate";
  return (await identityView(user, [candidateId])).hides(candidateId) ? pseudonym(candidateId) : name;
}
