import "server-only";
import { z } from "zod";
import type { OpenConnection } from "../adapter";
import { mapEeoWording, type MappedEeo } from "@/lib/fairness/eeo-wording";
import { atsRequest } from "../http/ats-request";

/*
 * Harvest v1 "Retrieve EEOC data for application": GET /v1/applications/{id}/eeoc answers the voluntary
 * self-identification submitted with that application: `race`, `gender` and `disability_status` as
 * `{ id, description }`, `veteran_status` as `{ id, message }`, each null when unanswered. The Harvest API key
 * needs the EEOC endpoint permission ("Retrieve EEOC data" under EEOC in Configure → Dev Center → API Credential
 * Management; in Harvest v3 the harvest:eeoc:list scope). Without it Greenhouse answers 403 and nothing is stored.
 */
const answer = z.looseObject({ description: z.string() }).nullish();
const eeocSchema = z.looseObject({
  race: answer,
  gender: answer,
  veteran_status: z.looseObject({ message: z.string() }).nullish(),
  disability_status: answer,
});

/** Greenhouse's wording mapped to our categories (lib/fairness/eeo-wording.ts); an unknown wording is left out. */
export function mapGreenhouseEeoc(raw: unknown): MappedEeo {
  const data = eeocSchema.parse(raw);
  return mapEeoWording({
    gender: data.gender?.description,
    race: data.race?.description,
    veteran: data.veteran_status?.message,
    disability: data.disability_status?.description,
  });
}

/** The EEOC answers of one application, read with the team's key. */
export async function readGreenhouseEeoc(connection: OpenConnection, applicationId: string) {
  const response = await atsRequest(connection.endpoint, {
    method: "GET",
    path: `/v1/applications/${encodeURIComponent(applicationId)}/eeoc`,
    // Admins read the integration log; the answers are for the Compliance permission only.
    withholdAnswer: true,
  });
  return mapGreenhouseEeoc(response.body);
}
