"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { answerCalibration, closeCalibrationSet, createCalibrationSet } from "@/lib/review/calibration-sets";
import {
  calibrationAnswerSchema,
  calibrationSetIdSchema,
  newCalibrationSetSchema,
} from "@/lib/review/calibration-schemas";

const setPath = (setId: string) => `/integrity/calibration/${setId}`;

/** An admin builds a calibration set from a problem's past results. */
export const createCalibrationSetAction = defineAction(
  "createCalibrationSet",
  { role: "admin", schema: newCalibrationSetSchema },
  async (input, { user, audit }) => {
    const created = await createCalibrationSet(input, user.id);
    await audit({ action: "calibration.create", targetType: "calibration-set", targetId: created.id, after: input });
    revalidatePath("/integrity/calibration");
    return created;
  },
);

/** A reviewer's own decision on one result of a set (apart from the result's real decisions). */
export const answerCalibrationAction = defineAction(
  "answerCalibration",
  { role: "recruiter", schema: calibrationAnswerSchema },
  async (input, { user }) => {
    await answerCalibration(input, user.id);
    revalidatePath(setPath(input.setId));
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
