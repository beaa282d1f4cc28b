import "server-only";
import { z } from "zod";
import { AtsHttpError } from "@/lib/ats/http/ats-request";
import { readLeverEeoPage, type LeverEeoAnswer } from "@/lib/ats/lever/eeo";
import { db } from "@/lib/db/client";
import { hasAnyAnswer } from "../eeo-wording";
import { EeoReadRefused, type EeoPageContext, type EeoPageReader } from "./page";
import { candidatesWithOwnAnswers, logUnknownValues, storeAtsAnswers } from "./store";

/** Where the next page starts: Lever's offset token (the previous page's `next`). */
const cursorSchema = z.object({ offset: z.string() });

/** The read model's candidate of each screened Lever opportunity on this page (its application id is the opportunity). */
async function candidatesOf(opportunityIds: string[]): Promise<Map<string, string>> {
  if (!opportunityIds.length) return new Map();
  const rows = await db.atsApplicationScreen.findMany({
    where: { ats: "lever", applicationId: { in: opportunityIds }, candidateId: { not: null } },
    select: { applicationId: true, candidateId: true },
    orderBy: { updatedAt: "asc" },
  });
  return new Map(rows.map((row) => [row.applicationId, row.candidateId!]));
}

async function readPage(context: EeoPageContext, offset: string | null, limit: number) {
  try {
    return await readLeverEeoPage(context.connection, {
      since: context.run.since,
      until: context.run.until,
      offset,
      limit,
    });
  } catch (error) {
    if (error instanceof AtsHttpError && (error.status === 401 || error.status === 403))
      throw new EeoReadRefused(
        "Lever refused the EEO responses: the API key needs the “EEO responses with PII” endpoint (a Super Admin " +
          "generates a key with it under Settings → Integrations and API → API Credentials).",
      );
    throw error;
  }
}

/**
 * One page of Lever's EEO responses with PII (GET /v1/eeo/responses/pii) submitted in the run's window: each one of
 * an opportunity this dashboard screened is stored for that candidate; the others are counted and left out.
 */
export const readLeverPage: EeoPageReader = async (context) => {
  const { run } = context;
  const offset = run.cursor ? cursorSchema.parse(run.cursor).offset : null;
  const limit = Math.min(context.pageSize, run.limit - run.considered);
  if (limit <= 0) return { cursor: run.cursor ?? null, finished: true, counts: {} };
  const page = await readPage(context, offset, limit);
  const responses = page.responses.slice(0, limit);
  const candidates = await candidatesOf(responses.flatMap((r) => (r.opportunityId ? [r.opportunityId] : [])));
  const kept = await candidatesWithOwnAnswers([...candidates.values()]);
  const counts = { considered: responses.length, applications: 0, answered: 0, empty: 0, kept: 0, unmatched: 0 };
  let unknownValues = 0;
  const stored: [string, LeverEeoAnswer][] = [];
  for (const response of responses) {
    const candidateId = response.opportunityId ? candidates.get(response.opportunityId) : undefined;
    if (!candidateId) counts.unmatched += 1;
    else if (kept.has(candidateId)) counts.kept += 1;
    else {
      logUnknownValues(run.id, "lever", response.unknown);
      unknownValues += response.unknown.length;
      counts.applications += 1;
      if (hasAnyAnswer(response.answers)) stored.push([candidateId, response]);
      else counts.empty += 1;
    }
  }
  for (const [candidateId, response] of stored)
    await storeAtsAnswers(candidateId, response.answers, "lever", run.startedById);
  counts.answered = stored.length;
  const finished = !page.next || run.considered + responses.length >= run.limit;
  return { cursor: page.next ? { offset: page.next } : null, finished, counts: { ...counts, unknownValues } };
};
