import { z } from "zod";
import { flagLevels } from "@/lib/api-contract/statuses";
import { blindableRoles } from "./blindable-roles";

const reasonList = z
  .array(z.string().trim().min(2, "A reason needs a few words").max(80, "Keep a reason under 80 characters"))
  .min(1, "Keep at least one reason")
  .max(20, "At most 20 reasons")
  .refine((list) => new Set(list.map((r) => r.toLowerCase())).size === list.length, "Each reason once");

/**
 * The team's review rules (Settings → Review): the reasons a verdict on any kind of flag may give (beside each kind's
 * own, lib/review/flag-kinds.ts), which flag levels need a second
 * opinion before a reject, whether others' decisions wait until one's own, and which roles review blind.
 */
export const reviewSettingsSchema = z.object({
  reasons: z.object({ confirmed: reasonList, cleared: reasonList }),
  /** Flag levels whose confirmed verdict needs a second, different reviewer's agreement before a reject. */
  secondOpinionLevels: z.array(z.enum(flagLevels)).max(flagLevels.length),
  /** Other reviewers' decisions stay hidden from a reviewer until they recorded their own. */
  hideOthersUntilOwn: z.boolean(),
  /**
   * Roles that review blind (lib/review/blind.ts): candidates' names, emails, ATS ids, Scout findings and the
   * cities, addresses and networks of IP readings never reach them. Absent in settings stored before blind review existed: nobody is blind.
   */
  blindRoles: z.array(z.enum(blindableRoles)).max(blindableRoles.length).default([]),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const defaultReviewSettings: ReviewSettings = {
  reasons: {
    confirmed: ["Clear from the evidence"],
    cleared: ["Explained by the candidate", "False positive"],
  },
  secondOpinionLevels: ["critical"],
  hideOthersUntilOwn: false,
  blindRoles: [],
};
