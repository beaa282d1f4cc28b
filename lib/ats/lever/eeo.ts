import "server-only";
import { z } from "zod";
import { mapEeoWording, type MappedEeo } from "@/lib/fairness/eeo-wording";
import type { OpenConnection } from "../adapter";
import { atsRequest } from "../http/ats-request";

/*
 * Lever API v1, "EEO" (hire.lever.co/developer/documentation#retrieve-eeo-responses-with-pii):
 * GET /v1/eeo/responses/pii lists EEO responses with the applicant's identity, each with `opportunityId`, `contact`,
 * `posting`, and the answers as the form words them: `gender`, `race`, `veteran`, `disability` (plus
 * `disabilitySignatureDate`, `eeoSurveyRespondedAt`, `appliedAt`…). Parameters: `created_at_start` and
 * `created_at_end` (timestamps in ms; by default the last week), `expand`. The documented example answers
 * `{ data: { eeoResponses: [...] } }`; like every list it pages with `limit` (1–100) and the `offset` token of the
 * previous page's `next`, while `hasNext` is true. GET /v1/eeo/responses is the same without identity (anonymous:
 * of no use for per-candidate figures). An API key reaches it only if it was created with that endpoint chosen (a
 * key's access cannot be edited afterwards); an OAuth app needs the `eeo_responses_pii:read:admin` scope. Lever
 * answers 403 otherwise ("Your Lever account settings don't authorize you to perform the requested operation").
 */
const responseSchema = z.looseObject({
  opportunityId: z.string().nullish(),
  // The attribute table spells it opportunityID; the example, opportunityId.
  opportunityID: z.string().nullish(),
  gender: z.string().nullish(),
  race: z.string().nullish(),
  veteran: z.string().nullish(),
  disability: z.string().nullish(),
});

const pageSchema = z.looseObject({
  data: z.union([z.array(responseSchema), z.looseObject({ eeoResponses: z.array(responseSchema).nullish() })]),
  hasNext: z.boolean().nullish(),
  next: z.string().nullish(),
});

export interface LeverEeoAnswer extends MappedEeo {
  opportunityId: string | null;
}

/** One Lever EEO response mapped to our categories (lib/fairness/eeo-wording.ts). */
export function mapLeverEeo(raw: unknown): LeverEeoAnswer {
  const response = responseSchema.parse(raw);
  return {
    opportunityId: response.opportunityId ?? response.opportunityID ?? null,
    ...mapEeoWording(response),
  };
}

export interface LeverEeoPage {
  responses: LeverEeoAnswer[];
  /** The offset token of the next page, or null at the end. */
  next: string | null;
}

/** One page of the EEO responses (with PII) submitted in [since, until], read with the team's key. */
export async function readLeverEeoPage(
  connection: OpenConnection,
  window: { since: Date; until: Date; offset: string | null; limit: number },
): Promise<LeverEeoPage> {
  const answer = await atsRequest(connection.endpoint, {
    method: "GET",
    path: "/v1/eeo/responses/pii",
    query: {
      limit: Math.min(100, Math.max(1, window.limit)),
      offset: window.offset ?? undefined,
      created_at_start: window.since.getTime(),
      created_at_end: window.until.getTime(),
    },
    // Admins read the integration log; the answers are for the Compliance permission only.
    withholdAnswer: true,
  });
  const page = pageSchema.parse(answer.body);
  const rows = Array.isArray(page.data) ? page.data : (page.data.eeoResponses ?? []);
  return { responses: rows.map(mapLeverEeo), next: page.hasNext && page.next ? page.next : null };
}
