"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { addNote, addTag, removeTag, reviewFlag, setDecision } from "@/lib/annotations/annotations";
import { decisionInputSchema, flagReviewInputSchema, noteInputSchema, tagInputSchema } from "@/lib/annotations/schemas";

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

export const reviewFlagAction = defineAction(
  "reviewFlag",
  { role: "recruiter", schema: flagReviewInputSchema },
  async (input, { user, audit }) => {
    const { before, after } = await reviewFlag(input, user.id);
    await audit({
      action: "flag.review",
      targetType: "result",
      targetId: input.interviewId,
      before: before && { flagId: before.flagId, verdict: before.verdict, note: before.note },
      after: { flagId: after.flagId, verdict: after.verdict, note: after.note },
    });
    revalidatePath(pathOf("result", input.interviewId));
    revalidatePath("/integrity");
    return null;
  },
);
