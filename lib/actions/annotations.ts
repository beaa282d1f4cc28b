"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { recordVerdict } from "@/lib/review/record-verdict";
import { agreeWithVerdict } from "@/lib/review/second-opinion";
import { revealCandidate } from "@/lib/review/reveal";
import { flagVerdictInputSchema, revealInputSchema, secondOpinionInputSchema } from "@/lib/review/verdict-schemas";
import { addNote, addTag, removeTag, setDecision } from "@/lib/annotations/annotations";
import { decisionInputSchema, noteInputSchema, tagInputSchema } from "@/lib/annotations/schemas";

const pathOf = (targetType: string, targetId: string) =>
  targetType === "result" ? `/results/${encodeURIComponent(targetId)}` : `/candidates/${encodeURIComponent(targetId)}`;

export const addNoteAction = defineAction(
  "addNote",
  { role: "recruiter", schema: noteInputSchema },
  async (input, { user, audit }) => {
    const note = await addNote(input, user.id);
    await audit({
      action: "note.add",
      targetType: input.targetType,
      targetId: input.targetId,
      after: { body: note.body },
    });
    revalidatePath(pathOf(input.targetType, input.targetId));
    return { id: note.id };
  },
);

export const addTagAction = defineAction(
  "addTag",
  { role: "recruiter", schema: tagInputSchema },
  async (input, { user, audit }) => {
    await addTag(input, user.id);
    await audit({
      action: "tag.add",
      targetType: input.targetType,
      targetId: input.targetId,
      after: { label: input.label },
    });
    revalidatePath(pathOf(input.targetType, input.targetId));
    return null;
  },
);

export const removeTagAction = defineAction(
  "removeTag",
  { role: "recruiter", schema: tagInputSchema },
  async (input, { audit }) => {
    const { count } = await removeTag(input);
    if (count)
      await audit({
        action: "tag.remove",
        targetType: input.targetType,
        targetId: input.targetId,
        before: { label: input.label },
      });
    revalidatePath(pathOf(input.targetType, input.targetId));
    return null;
  },
);

export const setDecisionAction = defineAction(
  "setDecision",
  { role: "recruiter", schema: decisionInputSchema },
  async (input, { user, audit }) => {
    const { before, after } = await setDecision(input, user.id);
    await audit({
      action: "decision.set",
      targetType: "result",
      targetId: input.interviewId,
      before: before && { decision: before.decision, reason: before.reason },
      after: { decision: after.decision, reason: after.reason },
    });
    revalidatePath(pathOf("result", input.interviewId));
    return null;
  },
);

/** The team's verdict on one flag, with a reason from the admin's list; the earlier verdict stays in the history. */
export const reviewFlagAction = defineAction(
  "reviewFlag",
  { role: "recruiter", schema: flagVerdictInputSchema },
  async (input, { user, audit }) => {
    const { before, after, requestsDone } = await recordVerdict(input, user.id);
    await audit({
      action: "flag.review",
      targetType: "result",
      targetId: input.interviewId,
      before: before && { flagId: before.flagId, verdict: before.verdict, reason: before.reason, note: before.note },
      after: { flagId: after.flagId, verdict: after.verdict, reason: after.reason, note: after.note },
      ...(requestsDone > 0 && { metadata: { secondOpinionRequestDone: true } }),
    });
    revalidatePath(pathOf("result", input.interviewId));
    revalidatePath("/integrity");
    // A settled second-opinion request leaves "Waiting for you" and its count in the navigation.
    if (requestsDone > 0) revalidatePath("/", "layout");
    return null;
  },
);

/** A second, different reviewer agrees with a confirmed flag, so a reject may be recorded. */
export const agreeWithVerdictAction = defineAction(
  "agreeWithVerdict",
  { role: "recruiter", schema: secondOpinionInputSchema },
  async (input, { user, audit }) => {
    const { confirmedBy, requestsDone } = await agreeWithVerdict(input, user.id);
    await audit({
      action: "flag.second-opinion",
      targetType: "result",
      targetId: input.interviewId,
      after: { flagId: input.flagId, confirmedBy, agreedBy: user.id },
      ...(requestsDone > 0 && { metadata: { secondOpinionRequestDone: true } }),
    });
    revalidatePath(pathOf("result", input.interviewId));
    revalidatePath("/integrity");
    if (requestsDone > 0) revalidatePath("/", "layout");
    return null;
  },
);

/**
 * Blind review: the reviewer, having recorded their verdicts on the result, sees who its candidate is from now on.
 * Audited every time it is asked for.
 */
export const revealCandidateAction = defineAction(
  "revealCandidate",
  { role: "recruiter", schema: revealInputSchema },
  async ({ interviewId }, { user, audit }) => {
    const { candidateId, already } = await revealCandidate(user.id, interviewId);
    await audit({
      action: "candidate.reveal",
      targetType: "candidate",
      targetId: candidateId,
      metadata: { interviewId, already },
    });
    revalidatePath("/", "layout");
    return null;
  },
);
