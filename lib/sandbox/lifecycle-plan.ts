import { createRandom } from "@/lib/utils/seeded-random";
import { completionTimeSeconds } from "./scoring";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instants of a screen's movement still to come; null where it will not happen by itself. */
export interface ScreenPlan {
  startsAt: Date | null;
  completesAt: Date | null;
}

/**
 * `sandboxMs` of sandbox time after `from`, in real time: with SANDBOX_TIME_SCALE 60 a sandbox hour passes
 * in a real minute.
 */
export function afterSandboxTime(from: Date, sandboxMs: number, scale: number): Date {
  return new Date(from.getTime() + Math.round(sandboxMs / scale));
}

/** When a screen started at `startedAt` is submitted: after the time its results will report. */
export function plannedCompletion(id: string, startedAt: Date, durationMinutes: number, scale: number): Date {
  return afterSandboxTime(startedAt, completionTimeSeconds(id, durationMinutes) * 1000, scale);
}

/**
 * A freshly issued screen, in sandbox time: six candidates in seven open the link 15 minutes to 2 hours
 * after the invitation and submit after the time their results report (within the duration); the others
 * never open it and the screen expires with its link. Deterministic per interview id.
 */
export function planIssuedScreen(input: {
  id: string;
  issuedAt: Date;
  expiresAt: Date;
  durationMinutes: number;
  scale: number;
}): ScreenPlan {
  const random = createRandom(`lifecycle:${input.id}`);
  if (random.chance(1 / 7)) return { startsAt: null, completesAt: null };
  const startsAt = afterSandboxTime(input.issuedAt, random.int(15, 120) * MINUTE, input.scale);
  if (startsAt >= input.expiresAt) return { startsAt: null, completesAt: null };
  return { startsAt, completesAt: plannedCompletion(input.id, startsAt, input.durationMinutes, input.scale) };
}

/** A seeded screen as demo-screens draws it, with its identifier. */
export interface SeededScreen {
  id: string;
  status: string;
  expiresAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  durationMinutes: number;
}

/**
 * What a seeded screen does after start-up, so the demo keeps moving without replaying its history: an
 * unstarted one is opened 6 hours to 3 days from now (half never are, and expire), one in progress is
 * submitted 20 minutes or more from now. Every future instant, the expiry too, runs on the scaled clock; past
 * ones stay as seeded. Nothing is due at seeding, so no webhook is sent for seeded history.
 */
export function planSeededScreen(screen: SeededScreen, now: Date, scale: number): ScreenPlan & { expiresAt: Date } {
  const random = createRandom(`lifecycle:${screen.id}`);
  const remaining = screen.expiresAt.getTime() - now.getTime();
  const expiresAt = remaining > 0 ? afterSandboxTime(now, remaining, scale) : screen.expiresAt;
  if (screen.status === "Not Started") {
    const latest = Math.min(3 * DAY, remaining - HOUR);
    if (random.chance(0.5) || latest <= 6 * HOUR) return { startsAt: null, completesAt: null, expiresAt };
    const startsAt = afterSandboxTime(now, 6 * HOUR + Math.floor(random.next() * (latest - 6 * HOUR)), scale);
    return { startsAt, completesAt: plannedCompletion(screen.id, startsAt, screen.durationMinutes, scale), expiresAt };
  }
  if (screen.status === "In Progress" && screen.startedAt) {
    const planned = screen.startedAt.getTime() + completionTimeSeconds(screen.id, screen.durationMinutes) * 1000;
    const left = Math.max(20 * MINUTE, planned - now.getTime());
    return { startsAt: screen.startedAt, completesAt: afterSandboxTime(now, left, scale), expiresAt };
  }
  return { startsAt: screen.startedAt, completesAt: screen.completedAt, expiresAt };
}
