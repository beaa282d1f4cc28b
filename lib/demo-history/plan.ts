import type { DecisionValue } from "@/lib/annotations/decision-values";
import { reasonsFor } from "@/lib/review/flag-kinds";
import type { FlagVerdict } from "@/lib/review/verdicts";
import { createRandom, type Random } from "@/lib/utils/seeded-random";
import {
  askNote,
  decide,
  decisionReason,
  pickReviewer,
  pickVerdict,
  resultNote,
  verdictNote,
  type Reviewer,
} from "./habits";
import { planCalibration, type CalibrationStep, type CompletedResult } from "./plan-calibration";

export type { CompletedResult };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far back the history goes: thirteen weeks, what the analytics trends show. */
export const HISTORY_DAYS = 91;
/** Confirmed flags of this many last days still wait for their second opinion. */
const RECENT_DAYS = 7;

/** One act of the demo team, at the time it happened. `replay.ts` carries each out through the domain functions. */
export type Step = { at: Date; by: Reviewer } & (
  | { kind: "verdict"; interviewId: string; flagId: string; verdict: FlagVerdict; reason: string; note: string }
  | { kind: "ask"; interviewId: string; flagId: string; assignee: Reviewer; note: string }
  | { kind: "agree"; interviewId: string; flagId: string }
  | { kind: "decision"; interviewId: string; decision: DecisionValue; reason: string }
  | { kind: "note"; interviewId: string; body: string }
  | CalibrationStep
);

export interface PlanInput {
  /** Completed results of the window, with their flags, oldest first. */
  results: readonly CompletedResult[];
  /** The admin's reasons a confirmed or cleared verdict may give (Settings → Review). */
  reasons: { confirmed: readonly string[]; cleared: readonly string[] };
  /** Flag levels whose confirmed verdict needs a second opinion before a reject (Settings → Review). */
  secondOpinionLevels: readonly string[];
  /** The end of the history: nothing happens after it. */
  asOf: Date;
}

interface Flow {
  steps: Step[];
  random: Random;
  asOf: number;
  reasons: PlanInput["reasons"];
}

/**
 * A verdict's reason: one of the admin's (Settings → Review, which recordVerdict checks again); a retake gives none.
 * The one place the history chooses reasons, so reasons that depend on the flag's kind change only this.
 */
function reasonFor(flow: Flow, flagId: string, verdict: FlagVerdict) {
  if (verdict === "retake") return "";
  const { own, team } = reasonsFor(flagId, flow.reasons);
  const choices = [...own[verdict], ...team[verdict]];
  return choices.length ? flow.random.pick(choices) : "";
}

/** A moment `from` + between `min` and `max` ms, or null when it would not be in the past of `asOf`. */
function later(flow: Flow, from: number, min: number, max: number): number | null {
  const at = from + min + Math.floor(flow.random.next() * (max - min));
  return at < flow.asOf - 10 * MINUTE ? at : null;
}

/** Confirmed flags that need a second opinion, in the order planned: the last ones may be left waiting. */
interface NeedsSecond {
  interviewId: string;
  flagId: string;
  by: Reviewer;
  at: number;
}

/** The verdicts on a result's flags, and the second opinions they need; returns when its review ended. */
function planVerdicts(flow: Flow, input: PlanInput, result: CompletedResult, by: Reviewer, start: number) {
  let at = start;
  let confirmed = 0;
  const waiting: NeedsSecond[] = [];
  for (const flag of result.flags) {
    const verdict = pickVerdict(flow.random, flag.level);
    const reason = reasonFor(flow, flag.flagId, verdict);
    flow.steps.push({
      kind: "verdict",
      at: new Date(at),
      by,
      interviewId: result.interviewId,
      flagId: flag.flagId,
      verdict,
      reason,
      note: verdictNote(flow.random, verdict),
    });
    if (verdict === "confirmed") confirmed++;
    if (verdict === "confirmed" && input.secondOpinionLevels.includes(flag.level))
      waiting.push({ interviewId: result.interviewId, flagId: flag.flagId, by, at });
    at += flow.random.int(1, 4) * MINUTE;
  }
  return { end: at, confirmed, waiting };
}

/**
 * A second opinion: asked of a teammate who then agrees (or changes the verdict), or given unasked. Returns when
 * it was settled, or null when it could not be in the past.
 */
function planSecondOpinion(flow: Flow, flag: NeedsSecond): number | null {
  const { random } = flow;
  // Confirmed this last week: still waiting for its second opinion (the newest are asked of the admin and manager).
  if (flag.at > flow.asOf - RECENT_DAYS * DAY) return null;
  const other = pickReviewer(random, [flag.by]);
  const ref = { interviewId: flag.interviewId, flagId: flag.flagId };
  if (random.chance(0.35)) {
    const at = later(flow, flag.at, 20 * MINUTE, DAY);
    if (at === null) return null;
    flow.steps.push({ kind: "agree", at: new Date(at), by: other, ...ref });
    return at;
  }
  const asked = later(flow, flag.at, 5 * MINUTE, 3 * HOUR);
  const answered = asked === null ? null : later(flow, asked, HOUR, 30 * HOUR);
  if (asked === null || answered === null) return null;
  flow.steps.push({ kind: "ask", at: new Date(asked), by: flag.by, assignee: other, note: askNote(random), ...ref });
  if (random.chance(0.85)) flow.steps.push({ kind: "agree", at: new Date(answered), by: other, ...ref });
  else {
    // The teammate asked sees it otherwise: their own verdict replaces the first (and settles the request).
    const reason = reasonFor(flow, flag.flagId, "cleared");
    flow.steps.push({
      kind: "verdict",
      at: new Date(answered),
      by: other,
      ...ref,
      verdict: "cleared",
      reason,
      note: "Second look: not what it seemed.",
    });
  }
  return answered;
}

/** One to three reviewers decide, the first the one who reviewed; now and then one changes their mind later. */
function planDecisions(flow: Flow, result: CompletedResult, first: Reviewer, from: number, confirmedFlags: number) {
  const { random } = flow;
  const count = random.chance(0.45) ? 1 : random.chance(0.65) ? 2 : 3;
  const deciders: Reviewer[] = [first];
  while (deciders.length < count) deciders.push(pickReviewer(random, deciders));
  let at = from;
  for (const by of deciders) {
    const next = later(flow, at, 10 * MINUTE, 2 * DAY);
    if (next === null) return;
    at = next;
    const decision = decide(random, by, { score: result.score, confirmedFlags });
    flow.steps.push({
      kind: "decision",
      at: new Date(at),
      by,
      interviewId: result.interviewId,
      decision,
      reason: decisionReason(random, decision),
    });
    const revisit = decision === "hold" && random.chance(0.3) ? later(flow, at, DAY, 6 * DAY) : null;
    if (revisit !== null) {
      const changed = random.chance(0.6) ? "advance" : "reject";
      flow.steps.push({
        kind: "decision",
        at: new Date(revisit),
        by,
        interviewId: result.interviewId,
        decision: changed,
        reason: decisionReason(random, changed),
      });
    }
  }
}

/** One result's review: verdicts, second opinions, decisions, notes. Returns the flags left waiting. */
function planResult(flow: Flow, input: PlanInput, result: CompletedResult): NeedsSecond[] {
  const { random } = flow;
  const age = flow.asOf - result.completedAt.getTime();
  const risky = result.flags.some((f) => f.level === "critical");
  if (!random.chance(age < 2 * DAY ? 0.25 : risky ? 0.92 : 0.8)) return [];
  const by = pickReviewer(random);
  const start = later(flow, result.completedAt.getTime(), 30 * MINUTE, (random.chance(0.7) ? 1 : 4) * DAY);
  if (start === null) return [];
  const review = planVerdicts(flow, input, result, by, start);
  if (random.chance(0.3)) {
    const at = later(flow, review.end, MINUTE, HOUR);
    if (at !== null)
      flow.steps.push({
        kind: "note",
        at: new Date(at),
        by: pickReviewer(random),
        interviewId: result.interviewId,
        body: resultNote(random),
      });
  }
  let settled = review.end;
  const left: NeedsSecond[] = [];
  for (const flag of review.waiting) {
    const done = planSecondOpinion(flow, flag);
    if (done === null) left.push(flag);
    else settled = Math.max(settled, done);
  }
  // A reject waits for every second opinion; until then the team does not decide.
  if (!left.length) planDecisions(flow, result, by, settled, review.confirmed);
  return left;
}

/**
 * The demo team's history over the completed results: deterministic for the same results and `asOf`, ordered by
 * time. The newest confirmed flags still waiting get a request for the admin and the manager, so "Waiting for you"
 * has something to show; a calibration round closed weeks ago and one open now.
 */
export function planDemoHistory(input: PlanInput): Step[] {
  const asOf = input.asOf.getTime();
  const flow: Flow = { steps: [], random: createRandom("demo-history"), asOf, reasons: input.reasons };
  const waiting: NeedsSecond[] = [];
  for (const result of input.results) {
    flow.random = createRandom(`demo-history:${result.interviewId}`);
    waiting.push(...planResult(flow, input, result));
  }
  flow.random = createRandom("demo-history:asks");
  const asked = new Set<Reviewer>();
  for (const flag of [...waiting].reverse()) {
    const assignee = (["admin", "manager"] as const).find((r) => r !== flag.by && !asked.has(r));
    const at = assignee ? later(flow, flag.at, MINUTE, 20 * MINUTE) : null;
    if (!assignee || at === null) continue;
    asked.add(assignee);
    flow.steps.push({
      kind: "ask",
      at: new Date(at),
      by: flag.by,
      assignee,
      note: "Could you give this one a second look?",
      interviewId: flag.interviewId,
      flagId: flag.flagId,
    });
  }
  flow.steps.push(...planCalibration(input.results, input.asOf));
  return flow.steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
