import { z } from "zod";

/** Longest text a roster row may carry in any field: far above any name, email or ATS id, and it bounds a part's size. */
const text = z.string().max(1000, "At most 1,000 characters");

/**
 * One row of a job: an existing candidate (`candidateId`), one to create from a file row, or a file row the
 * user chose to leave out (`skipped`, with why; stored so the job's record and export show every input row).
 * `inputLine` is the row's number in the file (the header is row 1). Browser-safe.
 */
export const rosterEntrySchema = z.object({
  candidateId: z.string().min(1).max(200).optional(),
  name: text,
  email: text,
  integrationSource: text.optional(),
  externalId: text.optional(),
  inputLine: z.number().int().min(1).max(100_000_000).optional(),
  skipped: z.string().min(1).max(1000).optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
