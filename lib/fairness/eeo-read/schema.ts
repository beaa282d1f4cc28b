import { z } from "zod";
import { eeoReadableAts } from "./readable";

/** The ATSs whose public API gives per-candidate EEO answers, and which the read covers. */
export const eeoReadAtsSchema = z.enum(eeoReadableAts);
export type EeoReadAts = z.infer<typeof eeoReadAtsSchema>;

/** What a compliance user asks for: which ATS, how far back, and at most how many applications (or responses). */
export const startEeoReadSchema = z.object({
  ats: eeoReadAtsSchema,
  days: z.number().int().min(1).max(1096),
  limit: z.number().int().min(1).max(5000),
});
export type StartEeoRead = z.infer<typeof startEeoReadSchema>;

export const eeoReadIdSchema = z.uuid();

export const eeoReadStatusSchema = z.enum(["running", "done", "failed"]);

/** Counts kept per run (prisma/schema/demographics.prisma, EeoRead, says what each one is). */
export const eeoReadCountsSchema = z.object({
  considered: z.number().int(),
  applications: z.number().int(),
  answered: z.number().int(),
  empty: z.number().int(),
  kept: z.number().int(),
  missing: z.number().int(),
  unmatched: z.number().int(),
  unknownValues: z.number().int(),
});
export type EeoReadCounts = z.infer<typeof eeoReadCountsSchema>;
/** A run's counts alone (zod drops its other fields). */
export const countsOf = (run: EeoReadCounts): EeoReadCounts => eeoReadCountsSchema.parse(run);

/** A run as its page and its progress route show it: counts only, never an answer. */
export const eeoReadViewSchema = eeoReadCountsSchema.extend({
  id: z.string(),
  ats: eeoReadAtsSchema,
  status: eeoReadStatusSchema,
  limit: z.number().int(),
  expected: z.number().int().nullable(),
  pages: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When this view was read (ms): of two views of one run, the later one wins. */
  asOf: z.number(),
});
export type EeoReadView = z.infer<typeof eeoReadViewSchema>;
