import { z } from "zod";
import type { Problem } from "@/lib/api-contract/responses";

/**
 * What a problem read says beyond spec 2.1, read defensively: the client keeps unknown fields, so the service
 * may send these or not, and a malformed value reads as absent rather than breaking the page. Browser-safe.
 */
const extrasSchema = z.object({
  supportedLocales: z.array(z.string()).optional().catch(undefined),
  experienceLevel: z.string().min(1).optional().catch(undefined),
  /** null: the organization default applies; absent: the service did not say. */
  expirationDays: z.number().int().nullable().optional().catch(undefined),
  includeAiUsageScoring: z.boolean().optional().catch(undefined),
});
export type ProblemExtras = z.infer<typeof extrasSchema>;

export function problemExtras(problem: Problem): ProblemExtras {
  return extrasSchema.parse(problem);
}

const AI_USAGE_CATEGORY = /\bAI[- ]usage\b/i;

/**
 * Whether AI-usage scoring is on: the service's own field when it sends one, else whether an AI-usage scoring
 * category is present (that category is what the setting adds, spec 4.7).
 */
export function aiUsageScoringOf(problem: Problem): boolean {
  return (
    problemExtras(problem).includeAiUsageScoring ??
    problem.scoringCategories.some((c) => AI_USAGE_CATEGORY.test(c.title))
  );
}

/** The fields this dashboard shows by name; any other simple field the service sends is listed as is. */
const shownFields = new Set([
  "id",
  "name",
  "status",
  "type",
  "duration",
  "candidateSummary",
  "problemSummary",
  "scoringCategories",
  "externalResourceMode",
  "integrationSource",
  "externalId",
  "testMode",
  "isFromServiceTestBank",
  ...Object.keys(extrasSchema.shape),
]);

type Simple = string | number | boolean;
const isSimple = (value: unknown): value is Simple => ["string", "number", "boolean"].includes(typeof value);

/** Fields the spec does not describe, with simple values (or lists of them), for a "more from the service" list. */
export function otherFields(problem: Problem): { key: string; value: string }[] {
  return Object.entries(problem)
    .filter(([key]) => !shownFields.has(key))
    .flatMap(([key, value]) => {
      if (isSimple(value)) return [{ key, value: String(value) }];
      if (Array.isArray(value) && value.every(isSimple)) return [{ key, value: value.join(", ") || "none" }];
      return [];
    });
}

/** "expirationDays" → "Expiration days". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
