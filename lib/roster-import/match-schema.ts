import { z } from "zod";

/** Rows of a roster looked up at once: one statement on the server, well under a server action's body limit. */
export const MATCH_CHUNK_ROWS = 5000;

const key = z.object({
  email: z.string().max(1000),
  integrationSource: z.string().max(1000).optional(),
  externalId: z.string().max(1000).optional(),
});

/** A chunk of roster rows to look up among the known candidates (lib/bulk/known-candidates.ts). Browser-safe. */
export const knownCandidatesSchema = z.object({ rows: z.array(key).min(1).max(MATCH_CHUNK_ROWS) });
export type KnownCandidatesQuery = z.infer<typeof knownCandidatesSchema>;
