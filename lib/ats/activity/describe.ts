import { formatScore } from "@/lib/utils/format";
import { noteHeading, type NoteName } from "../info";
import type { AtsActivityFacts, AtsActivityKind } from "./kinds";

/** A piece of a sentence: words, or words that link to the thing they name. */
export type Segment = string | { text: string; href: string };

export interface ActivityLine {
  headline: Segment[];
  /** A second line: why, what the ATS said, when the next try is. */
  detail: string | null;
  tone: "success" | "neutral" | "warning" | "danger";
}

export interface ActivitySubject {
  kind: string;
  facts: AtsActivityFacts;
  candidateId: string | null;
  problemId: string | null;
  interviewId: string | null;
  attempt: number | null;
}

/** What is known when the row is read: the names, and where its delivery stands now. */
export interface ActivityContext {
  atsLabel: string;
  /** What the ATS calls a note ("note", or Workable's "comment"). */
  noteName: NoteName;
  candidateName: string | null;
  problemName: string | null;
  /** The delivery this failure belongs to, as it stands now (failures only). */
  delivery: { status: string; attempts: number; nextAttemptAt: Date; inFlight: boolean } | null;
  time(date: Date): string;
}

const candidateOf = (s: ActivitySubject, c: ActivityContext): Segment =>
  s.candidateId
    ? {
        text: c.candidateName ?? "a candidate no longer here",
        href: `/candidates/${encodeURIComponent(s.candidateId)}`,
      }
    : "a candidate";
const problemOf = (s: ActivitySubject, c: ActivityContext): Segment =>
  s.problemId
    ? { text: c.problemName ?? s.problemId, href: `/problems/${encodeURIComponent(s.problemId)}` }
    : "a problem";
const jobOf = (f: AtsActivityFacts) => (f.jobName ? `${f.jobName} (job ${f.jobId})` : `job ${f.jobId ?? "?"}`);
const where = (f: AtsActivityFacts) => `${jobOf(f)} / ${f.stageName ?? "?"}`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** Why no rule matched: the rules this job has, or that it has none. */
function whyNoRule(f: AtsActivityFacts): string {
  const others = f.otherJobsWithRules ?? 0;
  if (f.rulesForJob?.length) return `Rules exist for this job's ${list(f.rulesForJob.map((s) => `“${s}”`))} only.`;
  if (others) return `No rule names this job; rules exist for ${others} other job${others === 1 ? "" : "s"}.`;
  return "No rules yet: add one on the integration's page.";
}

/** Where a failed delivery stands now: its next try, given up, or delivered since. */
function nextStep(s: ActivitySubject, c: ActivityContext): string {
  const d = c.delivery;
  if (!d) return "";
  if (d.status === "delivered") return " Delivered on a later try.";
  if (d.status === "cancelled") return " Cancelled: the connection was removed.";
  if (d.status === "failed") return ` Given up after ${d.attempts} tries: send it again once the cause is fixed.`;
  if (d.inFlight) return " Being sent again now.";
  if (s.attempt !== null && s.attempt < d.attempts) return " Tried again since.";
  return ` Next try at ${c.time(d.nextAttemptAt)}.`;
}

const updateWord = (f: AtsActivityFacts) => (f.update === "decision" ? "the team's decision" : "the results");

type Describe = (s: ActivitySubject, c: ActivityContext) => ActivityLine;

const lines: Record<AtsActivityKind, Describe> = {
  "screen-issued": (s, c) => ({
    headline: ["Screen issued for ", candidateOf(s, c), " on ", problemOf(s, c)],
    detail: `${c.atsLabel}: ${where(s.facts)}.`,
    tone: "success",
  }),
  "already-screened": (s, c) => ({
    headline: ["Already screened: ", candidateOf(s, c), " on ", problemOf(s, c)],
    detail: `${c.atsLabel} reported ${where(s.facts)} again; one screen per application and stage.`,
    tone: "neutral",
  }),
  "no-rule": (s) => ({
    headline: [`No rule matched ${where(s.facts)}`],
    detail: whyNoRule(s.facts),
    tone: "warning",
  }),
  "not-a-stage-change": (s, c) => ({
    headline: [`${c.atsLabel} web hook “${s.facts.event ?? "?"}” received: not a stage change, nothing to do`],
    detail: null,
    tone: "neutral",
  }),
  "inbound-failed": (s, c) => ({
    headline: [`Could not act on a ${c.atsLabel} web hook`],
    detail: `${s.facts.reason ?? "Unknown error"}. It is tried again.`,
    tone: "danger",
  }),
  "note-written": (s, c) => ({
    headline: [`${noteHeading(c.noteName)} written to ${c.atsLabel} for `, candidateOf(s, c)],
    detail: `With ${updateWord(s.facts)} of `.concat(c.problemName ?? s.problemId ?? "the screen", "."),
    tone: "success",
  }),
  "file-attached": (s, c) => ({
    headline: [`Results PDF attached in ${c.atsLabel} for `, candidateOf(s, c)],
    detail: null,
    tone: "success",
  }),
  "score-written": (s, c) => ({
    headline: [
      `Score ${s.facts.score === undefined ? "?" : formatScore(s.facts.score)} written to ${c.atsLabel} for `,
      candidateOf(s, c),
    ],
    detail: null,
    tone: "success",
  }),
  "stage-moved": (s, c) => ({
    headline: [`${s.facts.decision === "reject" ? "Rejected" : "Advanced"} in ${c.atsLabel}: `, candidateOf(s, c)],
    detail: "The team's decision moved the application.",
    tone: "success",
  }),
  "stage-unchanged": (s, c) => ({
    headline: [`Stage not moved in ${c.atsLabel} for `, candidateOf(s, c)],
    detail: "The application had already moved on, so it was left where it is.",
    tone: "neutral",
  }),
  "move-refused": (s, c) => ({
    headline: [`Stage move refused by ${c.atsLabel} for `, candidateOf(s, c)],
    detail: `${s.facts.reason ?? "No reason given"}.${nextStep(s, c)}`,
    tone: "danger",
  }),
  "delivery-failed": (s, c) => ({
    headline: [`Could not send ${updateWord(s.facts)} to ${c.atsLabel} for `, candidateOf(s, c)],
    detail: `${s.facts.reason ?? "Unknown error"}.${nextStep(s, c)}`,
    tone: c.delivery?.status === "delivered" ? "warning" : "danger",
  }),
  "connection-tested": (s, c) => ({
    headline: [`Connection to ${c.atsLabel} tested`],
    detail: s.facts.summary ?? null,
    tone: "neutral",
  }),
};

/** One event of the integration log in the team's words. Pure. */
export function describeActivity(subject: ActivitySubject, context: ActivityContext): ActivityLine {
  const describe = lines[subject.kind as AtsActivityKind];
  return describe
    ? describe(subject, context)
    : { headline: [`${context.atsLabel}: ${subject.kind}`], detail: null, tone: "neutral" };
}
