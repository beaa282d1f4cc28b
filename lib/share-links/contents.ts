import { z } from "zod";

/**
 * What a share page shows beyond what it always shows (the candidate's name, the problem, score, completion, time
 * used, the settings in effect and the per-dimension analysis). Both are off unless an admin turns them on. IP
 * addresses and any other personal data are never part of a share page, whatever this says.
 */
export const shareContentsSchema = z.object({
  /** The integrity findings: each flag's title and level (no descriptions: they may name addresses). */
  integrityFindings: z.boolean(),
  /** The integrity report's narrative (its explanation) and risk. */
  integrityNarrative: z.boolean(),
});
export type ShareContents = z.infer<typeof shareContentsSchema>;

export const defaultShareContents: ShareContents = { integrityFindings: false, integrityNarrative: false };

/** A stored value read back; anything unreadable falls back to the default (nothing optional shown). */
export function readShareContents(value: unknown): ShareContents {
  const parsed = shareContentsSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultShareContents;
}
