import { z } from "zod";
import { decisionValues } from "@/lib/annotations/decision-values";
import { isCalendarDay } from "./due-date";

const setId = z.uuid("Choose a calibration set from the list.");

/** The most members one set names (a panel, not the whole organization). */
export const MAX_MEMBERS = 100;

/** The people asked to answer a set: active users, chosen from the list. */
const memberIds = z
  .array(z.uuid("Choose members from the list."))
  .max(MAX_MEMBERS, `A set names at most ${MAX_MEMBERS} members.`)
  .default([]);

/** A due day from a date input: "YYYY-MM-DD", or empty for none. */
const dueAt = z
  .string()
  .trim()
  .max(10, "Choose a day with the date picker.")
  .refine((day) => day === "" || isCalendarDay(day), "Choose a day with the date picker.")
  .transform((day) => (day === "" ? null : day))
  .default(null);

export const newCalibrationSetSchema = z.object({
  name: z.string().trim().min(2, "Give the set a name of a few words.").max(80, "Keep the name under 80 characters."),
  problemId: z.string().trim().min(1, "Choose a problem.").max(512),
  size: z.coerce
    .number()
    .int("Choose a whole number of results.")
    .min(2, "A set needs at least 2 results.")
    .max(50, "A set holds at most 50 results."),
  flaggedOnly: z.boolean().default(false),
  memberIds,
  dueAt,
});

/** An admin changes who is asked to answer an open set, and by when. */
export const calibrationMembersSchema = z.object({ setId, memberIds, dueAt });

export const calibrationAnswerSchema = z.object({
  setId,
  interviewId: z.string().min(1).max(512),
  decision: z.enum(decisionValues, { error: "Choose advance, hold or reject." }),
});

export const calibrationSetIdSchema = z.object({ setId });
