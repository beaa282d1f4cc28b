import { z } from "zod";
import { decisionValues } from "./decision-values";

export { decisionValues };

/** Annotation inputs, shared by the forms and the server actions. */
export const annotationTargetTypes = ["candidate", "result"] as const;

const target = { targetType: z.enum(annotationTargetTypes), targetId: z.string().min(1) };

export const noteInputSchema = z.object({
  ...target,
  body: z.string().trim().min(1, "Write something first").max(5000, "Keep notes under 5,000 characters"),
});

export const tagInputSchema = z.object({
  ...target,
  label: z
    .string()
    .trim()
    .min(1, "A tag needs a name")
    .max(40, "Keep tags under 40 characters")
    .regex(/^[\p{L}\p{N} _-]+$/u, "Letters, digits, spaces, - and _ only"),
});

export const decisionInputSchema = z.object({
  interviewId: z.string().min(1),
  decision: z.enum(decisionValues, { error: "Choose advance, hold or reject" }),
  reason: z.string().trim().min(3, "Say why, in a few words").max(2000),
});
