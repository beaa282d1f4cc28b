import "server-only";
import { addNote, setDecision } from "@/lib/annotations/annotations";
import { recordAudit, type AuditActor, type AuditEntry } from "@/lib/audit/record-audit";
import { recordVerdict } from "@/lib/review/record-verdict";
import { askSecondOpinion } from "@/lib/review/review-requests";
import { agreeWithVerdict } from "@/lib/review/second-opinion";
import { flagVerdictInputSchema } from "@/lib/review/verdict-schemas";
import { replayCalibration } from "./replay-calibration";
import type { Step } from "./plan";
import type { Team } from "./team";

/** Every audit entry of the history says so: it is the sandbox's sample data, not something a person did. */
const demoMark = { demoHistory: true };

/**
 * Writes what the action would: the same action names and fields (lib/actions/annotations.ts,
 * lib/actions/review-requests.ts), at the time the step happened, marked as demo history.
 */
function audit(actor: AuditActor, at: Date, entry: AuditEntry) {
  const metadata = typeof entry.metadata === "object" ? { ...entry.metadata, ...demoMark } : demoMark;
  return recordAudit(actor, { ...entry, metadata }, at);
}

type StepOf<K extends Step["kind"]> = Extract<Step, { kind: K }>;

/** A verdict on a flag, as "Review flag" records it: the reason is checked against the admin's list there. */
async function replayVerdict(step: StepOf<"verdict">, actor: AuditActor) {
  const input = flagVerdictInputSchema.parse(step);
  const { before, after, requestsDone } = await recordVerdict(input, actor.id, step.at);
  await audit(actor, step.at, {
    action: "flag.review",
    targetType: "result",
    targetId: step.interviewId,
    before: before && { flagId: before.flagId, verdict: before.verdict, reason: before.reason, note: before.note },
    after: { flagId: after.flagId, verdict: after.verdict, reason: after.reason, note: after.note },
    ...(requestsDone > 0 && { metadata: { secondOpinionRequestDone: true } }),
  });
}

async function replayAsk(step: StepOf<"ask">, actor: AuditActor, team: Team) {
  const assigneeId = team[step.assignee].id;
  const asked = await askSecondOpinion(
    { interviewId: step.interviewId, flagId: step.flagId, assigneeId, note: step.note },
    actor.id,
    step.at,
  );
  await audit(actor, step.at, {
    action: asked.outcome === "asked" ? "review-request.create" : "review-request.note",
    targetType: "result",
    targetId: step.interviewId,
    after: { flagId: step.flagId, assigneeId, requestId: asked.requestId, note: step.note },
  });
}

async function replayAgree(step: StepOf<"agree">, actor: AuditActor) {
  const ref = { interviewId: step.interviewId, flagId: step.flagId };
  const { confirmedBy, requestsDone } = await agreeWithVerdict(ref, actor.id, step.at);
  await audit(actor, step.at, {
    action: "flag.second-opinion",
    targetType: "result",
    targetId: step.interviewId,
    after: { flagId: step.flagId, confirmedBy, agreedBy: actor.id },
    ...(requestsDone > 0 && { metadata: { secondOpinionRequestDone: true } }),
  });
}

async function replayDecision(step: StepOf<"decision">, actor: AuditActor) {
  const input = { interviewId: step.interviewId, decision: step.decision, reason: step.reason };
  const { before, after } = await setDecision(input, actor.id, step.at);
  await audit(actor, step.at, {
    action: "decision.set",
    targetType: "result",
    targetId: step.interviewId,
    before: before && { decision: before.decision, reason: before.reason },
    after: { decision: after.decision, reason: after.reason },
  });
}

async function replayNote(step: StepOf<"note">, actor: AuditActor) {
  const note = await addNote({ targetType: "result", targetId: step.interviewId, body: step.body }, actor.id, step.at);
  await audit(actor, step.at, {
    action: "note.add",
    targetType: "result",
    targetId: step.interviewId,
    after: { body: note.body },
  });
}

/** Carries out one step of the history as its reviewer, through the same domain functions the actions call. */
export async function replayStep(step: Step, team: Team) {
  const actor = team[step.by];
  switch (step.kind) {
    case "verdict":
      return replayVerdict(step, actor);
    case "ask":
      return replayAsk(step, actor, team);
    case "agree":
      return replayAgree(step, actor);
    case "decision":
      return replayDecision(step, actor);
    case "note":
      return replayNote(step, actor);
    default:
      return replayCalibration(step, team, (entry) => audit(actor, step.at, entry));
  }
}
