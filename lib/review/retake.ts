import "server-only";
import { db } from "@/lib/db/client";
import { ConflictError, getScreeningApi } from "@/lib/screening-api";
import { ReviewRuleError } from "./review-error";
import type { RetakeOptions } from "./retake-schema";

export interface RetakeOutcome {
  retakeInterviewId: string;
  /** `already-issued`: the service refused a second unstarted screen (409) and the waiting one became the retake. */
  outcome: "issued" | "already-issued";
}

/**
 * Issues a new screen of the same problem to the same candidate and links it to the result. The service allows one
 * unstarted screen per candidate and problem: when one already waits (409 INTERVIEW_ALREADY_EXISTS) that screen is
 * linked instead of a new one. A problem still being created (409 PROBLEM_CREATING) is refused with the reason.
 */
export async function recommendRetake(
  interviewId: string,
  user: { id: string; email: string },
  options: RetakeOptions,
): Promise<RetakeOutcome> {
  const screen = await db.mirrorScreen.findUnique({
    where: { id: interviewId },
    select: { candidateId: true, problemId: true, status: true },
  });
  if (!screen) throw new ReviewRuleError("This screen is not in the dashboard's copy yet; try again after the sync.");
  if (screen.status !== "Completed") throw new ReviewRuleError("Only a completed screen can be sent to a retake.");
  let issued;
  try {
    issued = await getScreeningApi().assessments.issue({
      candidateIdentifier: screen.candidateId,
      problemId: screen.problemId,
      submitterEmail: user.email,
      shouldSendEmail: options.shouldSendEmail,
      inviteEmailLocale: options.inviteEmailLocale,
    });
  } catch (error) {
    if (error instanceof ConflictError && error.conflict.errorCode === "PROBLEM_CREATING")
      throw new ReviewRuleError(
        "The service refused the retake (409 PROBLEM_CREATING): the problem is being created again. Try once it is Ready.",
      );
    throw error;
  }
  if (issued.identifier === interviewId) throw new ReviewRuleError("The service answered with this same screen.");
  await db.resultRetake.upsert({
    where: { retakeInterviewId: issued.identifier },
    create: { retakeInterviewId: issued.identifier, originalInterviewId: interviewId, requestedBy: user.id },
    update: {},
  });
  return { retakeInterviewId: issued.identifier, outcome: issued.outcome };
}

export interface RetakeLink {
  interviewId: string;
  status: string | null;
  score: number | null;
  at: Date;
}

/** The result this one retakes, and the retakes issued for it, with their screens' status (from the read model). */
export async function readRetakeLinks(interviewId: string) {
  const [asRetake, retakes] = await Promise.all([
    db.resultRetake.findUnique({ where: { retakeInterviewId: interviewId } }),
    db.resultRetake.findMany({ where: { originalInterviewId: interviewId }, orderBy: { createdAt: "asc" }, take: 20 }),
  ]);
  const ids = [...(asRetake ? [asRetake.originalInterviewId] : []), ...retakes.map((r) => r.retakeInterviewId)];
  const rows = ids.length
    ? await db.mirrorScreen.findMany({
        where: { id: { in: ids } },
        select: { id: true, status: true, score: true, completedAt: true },
      })
    : [];
  const screens = new Map(rows.map((s) => [s.id, s]));
  const link = (id: string, at: Date): RetakeLink => {
    const screen = screens.get(id);
    return {
      interviewId: id,
      status: screen?.status ?? null,
      score: screen?.score ?? null,
      at: screen?.completedAt ?? at,
    };
  };
  return {
    retakeOf: asRetake ? link(asRetake.originalInterviewId, asRetake.createdAt) : null,
    retakes: retakes.map((r) => link(r.retakeInterviewId, r.createdAt)),
  };
}
