import { z } from "zod";
import { flagVerdicts } from "./verdicts";

const ids = { interviewId: z.string().min(1).max(512), flagId: z.string().min(1).max(200) };

/**
 * A verdict on one flag: confirmed or cleared with a reason of the flag's kind or the team's list (lib/review/flag-kinds.ts,
 * checked by `recordVerdict`, which knows the flag), or a retake; a note if wanted, and required with the reason Other.
 */
export const flagVerdictInputSchema = z.object({
  ...ids,
  verdict: z.enum(flagVerdicts, { error: "Choose confirmed, cleared or needs a retake" }),
  reason: z.string().trim().max(80).default(""),
  note: z.string().trim().max(2000, "Keep the note under 2,000 characters").default(""),
});

/** A second reviewer agrees with a confirmed verdict. */
export const secondOpinionInputSchema = z.object(ids);

/** Blind review: reveal the candidate of a result one has judged. */
export const revealInputSchema = z.object({ interviewId: ids.interviewId });
