import type { AssessmentStatus, CandidateStatus, ProblemStatus } from "@/lib/api-contract/statuses";

/**
 * Time-driven states are derived when read, so every app instance answers the same before the lifecycle
 * ticker has written them down (it does within a second or two, sending their webhooks): a problem whose
 * `readyAt` has passed is Ready; a screen whose planned start has come is In Progress and, once its planned
 * submission has come, Completed; an unstarted screen past its `expiresAt` is Expired.
 */
export function problemStatusAt(problem: { status: string; readyAt: Date | null }, now = new Date()): ProblemStatus {
  if (problem.status === "Creating" && problem.readyAt && problem.readyAt <= now) return "Ready";
  return problem.status as ProblemStatus;
}

/** What the derivation reads of a screen. */
export interface TimedScreen {
  status: string;
  expiresAt: Date;
  startsAt?: Date | null;
  completesAt?: Date | null;
}

/** One move of a screen and the instant it happens (or happened). */
export interface ScreenStep {
  to: "In Progress" | "Completed" | "Expired";
  at: Date;
}

/**
 * The moves of a screen that are due at `now`, in order. A planned start counts only before the link
 * expires; an In Progress screen never expires, it is submitted.
 */
export function dueSteps(screen: TimedScreen, now = new Date()): ScreenStep[] {
  const steps: ScreenStep[] = [];
  let status = screen.status;
  if (status === "Not Started") {
    const { startsAt, expiresAt } = screen;
    if (startsAt && startsAt < expiresAt && startsAt <= now) {
      steps.push({ to: "In Progress", at: startsAt });
      status = "In Progress";
    } else if (expiresAt <= now) {
      steps.push({ to: "Expired", at: expiresAt });
    }
  }
  if (status === "In Progress" && screen.completesAt && screen.completesAt <= now)
    steps.push({ to: "Completed", at: screen.completesAt });
  return steps;
}

export function assessmentStatusAt(screen: TimedScreen, now = new Date()): AssessmentStatus {
  return (dueSteps(screen, now).at(-1)?.to ?? screen.status) as AssessmentStatus;
}

/**
 * The moves that take a screen from `from` to `to` when the control API asks: forward along Not Started →
 * In Progress → Completed (Completed from Not Started passes through In Progress), or Not Started →
 * Expired. Null for anything else: a finished screen stays finished, and a started one is never expired.
 */
export function advancePath(from: string, to: ScreenStep["to"]): ScreenStep["to"][] | null {
  if (from === "Not Started") return to === "Completed" ? ["In Progress", "Completed"] : [to];
  if (from === "In Progress" && to === "Completed") return ["Completed"];
  return null;
}

const candidateStatusByAssessment: Record<AssessmentStatus, CandidateStatus> = {
  "Not Started": "Invited",
  "In Progress": "In Progress",
  Completed: "Completed",
  Expired: "Expired",
};

/** A candidate's status follows their most recent screen; without one they are Not Assigned. */
export function candidateStatusFrom(latest: TimedScreen | undefined, now = new Date()): CandidateStatus {
  if (!latest) return "Not Assigned";
  return candidateStatusByAssessment[assessmentStatusAt(latest, now)] ?? "Not Assigned";
}
