import { z } from "zod";
import { MAX_ROSTER_ROWS } from "@/lib/bulk/roster-limits";
import { disabilitySchema, raceEthnicitySchema, sexSchema, veteranSchema } from "./categories";

export const answerRowSchema = z.object({
  line: z.number().int().min(1),
  email: z.string().trim().toLowerCase().max(320).nullable(),
  atsId: z.string().trim().max(200).nullable(),
  sex: sexSchema.nullable(),
  raceEthnicity: raceEthnicitySchema.nullable(),
  veteran: veteranSchema.nullable(),
  disability: disabilitySchema.nullable(),
});

/** Answers as the browser sends them after reading a file (lib/fairness/import-rows.ts), bounded like a roster. */
export const importAnswersSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  rows: z.array(answerRowSchema).max(MAX_ROSTER_ROWS),
});
