import { z } from "zod";
import { candidateFilterSchema } from "@/lib/sync/read/candidates-query";

/** A page of the bulk picker: the candidate filters and a cursor; 100 rows a page is plenty to tick from. */
export const pickCandidatesSchema = candidateFilterSchema.extend({
  after: z.string().max(600).optional(),
  before: z.string().max(600).optional(),
  size: z.number().int().min(1).max(200).default(100),
});

/** A candidate as the picker shows it. */
export interface PickerRow {
  id: string;
  name: string;
  email: string;
  status: string;
  screenCount: number;
  integrationSource: string | null;
  externalId: string | null;
}
