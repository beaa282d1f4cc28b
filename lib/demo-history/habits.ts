import type { DecisionValue } from "@/lib/annotations/decision-values";
import type { FlagVerdict } from "@/lib/review/verdicts";
import type { Random } from "@/lib/utils/seeded-random";

/**
 * How the demo team reviews, so its history has the variety of a real team's: who does how much, how quickly,
 * how strict each one is. Pure and deterministic with the seeded random; the rules the product applies to each act
 * are the product's own (lib/demo-history/replay.ts goes through the domain functions).
 */

/** The demo users by role (lib/auth/demo-users.ts): who did what. */
export type Reviewer = "admin" | "manager" | "recruiter";
export const reviewers: readonly Reviewer[] = ["admin", "manager", "recruiter"];

/** Share of the results each reviews first. */
const workShare: Record<Reviewer, number> = { admin: 0.2, manager: 0.35, recruiter: 0.45 };

/** Each one's lean on a decision: advance = +1, hold = 0, reject = −1 (the Insights page measures it back). */
const lean: Record<Reviewer, number> = { admin: 0, manager: -0.35, recruiter: 0.3 };

export function pickReviewer(random: Random, except: readonly Reviewer[] = []): Reviewer {
  const open = reviewers.filter((r) => !except.includes(r));
  const total = open.reduce((sum, r) => sum + workShare[r], 0);
  let roll = random.next() * total;
  for (const r of open) if ((roll -= workShare[r]) < 0) return r;
  return open.at(-1)!;
}

/** How likely each verdict is for a flag of a level: a critical flag proves real more often than an info one. */
const verdictOdds: Record<string, [confirmed: number, cleared: number]> = {
  critical: [0.5, 0.38],
  warning: [0.3, 0.62],
  info: [0.1, 0.87],
};

export function pickVerdict(random: Random, level: string): FlagVerdict {
  const [confirmed, cleared] = verdictOdds[level] ?? verdictOdds.info!;
  const roll = random.next();
  return roll < confirmed ? "confirmed" : roll < confirmed + cleared ? "cleared" : "retake";
}

const verdictNotes: Record<FlagVerdict, readonly string[]> = {
  confirmed: [
    "Matches the replay: the answer arrives in one piece.",
    "Same pattern as the other flagged attempt this week.",
    "Checked the timeline twice; it holds up.",
  ],
  cleared: [
    "The candidate explained this in their email.",
    "Normal for this problem's starter code.",
    "Looked at the replay: nothing unusual.",
  ],
  retake: ["Not sure either way; a retake settles it.", "Connection trouble in the middle of the screen."],
};

/** A verdict's note: most verdicts have none. */
export const verdictNote = (random: Random, verdict: FlagVerdict) =>
  random.chance(0.25) ? random.pick(verdictNotes[verdict]) : "";

/**
 * A reviewer's decision on a result: what its score suggests (≥ 70 advance, < 50 reject, else hold, as the Insights
 * lean measures it), pulled toward reject by confirmed flags, then the reviewer's own lean and a little noise.
 */
export function decide(
  random: Random,
  reviewer: Reviewer,
  result: { score: number | null; confirmedFlags: number },
): DecisionValue {
  const score = result.score;
  let value = score === null ? 0 : score >= 70 ? 1 : score < 50 ? -1 : 0;
  value -= Math.min(result.confirmedFlags, 2) * 0.75;
  value += lean[reviewer] + (random.next() - 0.5) * 0.9;
  return value > 0.5 ? "advance" : value < -0.5 ? "reject" : "hold";
}

const decisionReasons: Record<DecisionValue, readonly string[]> = {
  advance: [
    "Strong solution, clear explanation of the trade-offs.",
    "Solid on every dimension; worth an onsite.",
    "Good score and the integrity report is clean.",
    "Tests pass and the code reads well.",
  ],
  hold: [
    "Borderline score; waiting to compare with the rest of the cohort.",
    "Good approach but incomplete; talk to the hiring manager first.",
    "Mixed signals; want a second look next week.",
  ],
  reject: [
    "Below the bar on problem solving.",
    "Confirmed integrity issue on this attempt.",
    "Did not get past the first part of the problem.",
    "Score well under what this role needs.",
  ],
};

export const decisionReason = (random: Random, decision: DecisionValue) => random.pick(decisionReasons[decision]);

const resultNotes = [
  "Asked the candidate about the approach in the follow-up call; good answers.",
  "Compare with the other two candidates for this role before deciding.",
  "Strong on fundamentals, weaker on testing.",
  "Recruiter call scheduled for Thursday.",
  "Hiring manager wants to see the PDF before the debrief.",
  "Worth a look for the platform team as well.",
];

export const resultNote = (random: Random) => random.pick(resultNotes);

const askNotes = ["Could you take a second look?", "Second pair of eyes, please.", ""];
export const askNote = (random: Random) => random.pick(askNotes);
