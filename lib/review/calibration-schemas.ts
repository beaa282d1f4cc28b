import { z } from "zod";
import { decisionValues } from "@/lib/annotations/decision-values";

const setId = z.uuid("Choose a calibration set from the list.");

export const newCalibrationSetSchema = z.object({
  name: z.string().trim().min(2, "Give the set a name of a few words.").max(80, "Keep the name under 80 characters."),
  problemId: z.string().trim().min(1, "Choose a problem.").max(512),
  size: z.coerce
    .number()
    .int("Choose a whole number of results.")
    .min(2, "A set needs at least 2 results.")
    .max(50, "A set holds at most 50 results."),
  flaggedOnly: z.boolean().default(false),
});

export const calibrationAnswerSchema = z.object({
  setId,
  interviewId: z.string().min(1).max(512),
  decision: z.enum(decisionValues, { error: "Choose advance, hold or reject." }),
});

export const calibrationSetIdSchema = z.object({ setId });
