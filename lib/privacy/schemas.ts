import { z } from "zod";
import { ERASE_AT_MOST } from "./limits";

const reason = z
  .string()
  .trim()
  .min(3, "Say why (at least 3 characters): the audit log keeps it.")
  .max(500, "Keep the reason under 500 characters.");

export const eraseCandidatesSchema = z.object({
  candidateIds: z.array(z.string().min(1).max(200)).min(1, "Choose at least one candidate.").max(ERASE_AT_MOST),
  reason,
});

export const eraseByEmailsSchema = z.object({
  /** One email per line (or separated by commas or spaces), as pasted or read from a file. */
  emails: z.string().min(3, "Give at least one email.").max(200_000),
  reason,
});

export const legalHoldSchema = z.object({ candidateId: z.string().min(1).max(200), reason });
export const releaseHoldSchema = z.object({ candidateId: z.string().min(1).max(200) });

/**
 * Emails in a pasted list or file: split on lines, commas, semicolons and spaces; lowercased, once each. Words without
 * an "@" (a header row, names in a CSV) are skipped; ones with an "@" that are not emails are returned as invalid.
 */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim().replace(/^"|"$/g, ""))
    .filter((p) => p.includes("@"));
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const part of parts) {
    if (z.email().safeParse(part).success) emails.add(part.toLowerCase());
    else invalid.push(part);
  }
  return { emails: [...emails], invalid };
}
