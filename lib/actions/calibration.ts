"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { answerCalibration, closeCalibrationSet, createCalibrationSet } from "@/lib/review/calibration-sets";
import { setCalibrationMembers } from "@/lib/review/calibration-members";
import {
  calibrationAnswerSchema,
  calibrationMembersSchema,
  calibrationSetIdSchema,
  newCalibrationSetSchema,
} from "@/lib/review/calibration-schemas";

const setPath = (setId: string) => `/integrity/calibration/${setId}`;

/** An admin builds a calibration set from a problem's past results, with the people asked to answer it. */
export const createCalibrationSetAction = defineAction(
  "createCalibrationSet",
  { role: "admin", schema: newCalibrationSetSchema },
  async (input, { user, audit }) => {
    const created = await createCalibrationSet(input, user.id);
    await audit({ action: "calibration.create", targetType: "calibration-set", targetId: created.id, after: input });
    revalidatePath("/integrity/calibration");
    revalidatePath("/", "layout");
    return created;
  },
);

/** An admin changes who is asked to answer an open set, and by when; the people added are told. */
export const setCalibrationMembersAction = defineAction(
  "setCalibrationMembers",
  { role: "admin", schema: calibrationMembersSchema },
  async (input, { user, audit }) => {
    const { added, removed, dueBefore, dueAfter } = await setCalibrationMembers(input, user.id);
    if (added.length || removed.length || dueBefore !== dueAfter)
      await audit({
        action: "calibration.members",
        targetType: "calibration-set",
        targetId: input.setId,
        before: { dueAt: dueBefore },
        after: { added, removed, dueAt: dueAfter },
      });
    revalidatePath(setPath(input.setId));
    revalidatePath("/", "layout");
    return { added: added.length, removed: removed.length };
  },
);

/** A reviewer's own decision on one result of a set (apart from the result's real decisions). */
export const answerCalibrationAction = defineAction(
  "answerCalibration",
  { role: "recruiter", schema: calibrationAnswerSchema },
  async (input, { user }) => {
    await answerCalibration(input, user.id);
    revalidatePath(setPath(input.setId));
    // The last answer takes the round off "Waiting for you" and its count in the navigation.
    revalidatePath("/inbox");
    return null;
  },
);

/** An admin closes a set: no more answers, and everyone sees the comparison. */
export const closeCalibrationSetAction = defineAction(
  "closeCalibrationSet",
  { role: "admin", schema: calibrationSetIdSchema },
  async ({ setId }, { audit }) => {
    await closeCalibrationSet(setId);
    await audit({ action: "calibration.close", targetType: "calibration-set", targetId: setId });
    revalidatePath(setPath(setId));
    revalidatePath("/integrity/calibration");
    return null;
  },
);
