import "server-only";
import { z } from "zod";
import type { AtsAdapter, CallContext, OpenConnection, StageChange, WebhookCheck } from "../adapter";
import { atsRequest, AtsHttpError } from "../http/ats-request";
import { hmacSha256Hex, sameHexDigest } from "../hmac";
import { leverAccess } from "./access";
import { listLeverJobs, listLeverStages } from "./jobs";

/*
 * Lever API v1 (hire.lever.co/developer/documentation). Auth: "Basic Auth … your API key as the username and leave
 * the password blank." Writes on behalf of a user take `perform_as=<user id>`. Notes: POST /opportunities/:id/notes
 * { value }; files: POST /opportunities/:id/files (multipart `file`); stage: PUT /opportunities/:id/stage { stage };
 * archive: PUT /opportunities/:id/archived { reason }. Web hooks: the body carries `token`, `triggeredAt` and
 * `signature`, "a HMAC-SHA256 hash of the token and triggeredAt concatenated, using the webhook's signature token
 * as the key"; candidateStageChange's data has opportunityId, fromStageId, toStageId.
 */

const hookSchema = z.looseObject({
  event: z.string(),
  token: z.string().min(1),
  triggeredAt: z.union([z.number(), z.string()]),
  signature: z.string(),
  data: z.looseObject({ opportunityId: z.string().optional(), toStageId: z.string().nullish() }).nullish(),
});

/**
 * How old a delivery's signed `triggeredAt` may be. Lever signs `token + triggeredAt` only, and a retry of a failed
 * delivery carries the event's original `triggeredAt` and signature, so any window must outlast Lever's retries of
 * one event (spread over hours when a receiver is down); 24 hours does, and past it a delivery is a replay of an old
 * capture. Within the window the `token` deduplicates. A few minutes ahead allow for clock skew.
 */
export const LEVER_FRESHNESS_MS = 24 * 60 * 60 * 1000;
const LEVER_CLOCK_SKEW_MS = 5 * 60 * 1000;

export function verifyLeverWebhook(
  _headers: Headers,
  body: string,
  secret: string,
  now: number = Date.now(),
): WebhookCheck {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  const hook = hookSchema.safeParse(json);
  if (!hook.success) return { ok: false, reason: "no token, triggeredAt and signature in the body" };
  const expected = hmacSha256Hex(secret, `${hook.data.token}${hook.data.triggeredAt}`);
  if (!sameHexDigest(hook.data.signature, expected)) return { ok: false, reason: "signature does not match" };
  const triggeredAt = Number(hook.data.triggeredAt);
  if (!Number.isFinite(triggeredAt)) return { ok: false, reason: "triggeredAt is not a time in milliseconds" };
  if (triggeredAt < now - LEVER_FRESHNESS_MS || triggeredAt > now + LEVER_CLOCK_SKEW_MS)
    return { ok: false, reason: "triggeredAt is outside the 24-hour window: an old delivery replayed" };
  return { ok: true, deliveryId: hook.data.token, kind: hook.data.event, payload: json };
}

const performAs = (connection: OpenConnection) =>
  connection.actingUserId ? { perform_as: connection.actingUserId } : {};
const ctx = (context: CallContext) => ({ outboxId: context.outboxId, attempt: context.attempt });
const opportunityPath = (id: string) => `/v1/opportunities/${encodeURIComponent(id)}`;

const opportunitySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  emails: z.array(z.string()).nullish(),
  stage: z.union([z.string(), z.looseObject({ id: z.string(), text: z.string() })]).nullish(),
  applications: z
    .array(z.union([z.string(), z.looseObject({ id: z.string(), posting: z.string().nullish() })]))
    .nullish(),
  archived: z.looseObject({ reason: z.string().nullish() }).nullish(),
});

async function getOpportunity(connection: OpenConnection, id: string) {
  const answer = await atsRequest(connection.endpoint, {
    method: "GET",
    path: opportunityPath(id),
    query: { expand: "stage" },
  });
  return z.looseObject({ data: opportunitySchema }).parse(answer.body).data;
}

function toStageChange(opportunity: z.infer<typeof opportunitySchema>, jobId: string | null): StageChange | null {
  const stage = opportunity.stage;
  const posting =
    jobId ??
    opportunity.applications?.map((a) => (typeof a === "string" ? null : a.posting)).find((p): p is string => !!p) ??
    null;
  if (!stage || typeof stage === "string" || !posting) return null;
  return {
    applicationId: opportunity.id,
    atsCandidateId: opportunity.id,
    jobId: posting,
    stageName: stage.text,
    stageId: stage.id,
    candidateName: opportunity.name ?? `Opportunity ${opportunity.id}`,
    candidateEmail: opportunity.emails?.[0] ?? null,
  };
}

export const leverAdapter: AtsAdapter = {
  access: leverAccess,
  listOpenJobs: listLeverJobs,
  listStages: (connection) => listLeverStages(connection),
  verifyWebhook: verifyLeverWebhook,

  // The hook carries ids only: the opportunity is read (stage expanded, applications for the posting).
  async stageChangeOf(connection, kind, payload) {
    if (kind !== "candidateStageChange") return null;
    const opportunityId = hookSchema.parse(payload).data?.opportunityId;
    if (!opportunityId) return null;
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path: opportunityPath(opportunityId),
      query: { expand: "applications" },
    });
    const withApplications = z.looseObject({ data: opportunitySchema }).parse(answer.body).data;
    const opportunity = await getOpportunity(connection, opportunityId);
    return toStageChange({ ...opportunity, applications: withApplications.applications }, null);
  },

  // GET /v1/opportunities?posting_id=…&stage_id is by id; the rule names the stage, so stages are matched by text.
  async *pollStage(connection, rule) {
    let offset: string | undefined;
    for (let pages = 0; pages < 200; pages += 1) {
      const answer = await atsRequest(connection.endpoint, {
        method: "GET",
        path: "/v1/opportunities",
        query: { posting_id: rule.jobId, expand: "stage", limit: 100, offset },
      });
      const page = z
        .looseObject({ data: z.array(opportunitySchema), hasNext: z.boolean().nullish(), next: z.string().nullish() })
        .parse(answer.body);
      for (const opportunity of page.data) {
        const change = toStageChange(opportunity, rule.jobId);
        if (change && change.stageName.trim().toLowerCase() === rule.stageName.trim().toLowerCase()) yield change;
      }
      if (!page.hasNext || !page.next) return;
      offset = page.next;
    }
  },

  async findNote(connection, target, marker) {
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path: `${opportunityPath(target.applicationId)}/notes`,
    });
    const notes = z
      .looseObject({
        data: z.array(
          z.looseObject({
            id: z.string(),
            text: z.string().nullish(),
            fields: z.array(z.looseObject({ value: z.unknown() })).nullish(),
          }),
        ),
      })
      .parse(answer.body).data;
    return (
      notes.find(
        (n) =>
          n.text?.includes(marker) || n.fields?.some((f) => typeof f.value === "string" && f.value.includes(marker)),
      )?.id ?? null
    );
  },

  async addNote(connection, target, text, context) {
    const answer = await atsRequest(connection.endpoint, {
      method: "POST",
      path: `${opportunityPath(target.applicationId)}/notes`,
      query: performAs(connection),
      json: { value: text },
      ...ctx(context),
    });
    return z.looseObject({ data: z.looseObject({ noteId: z.string() }) }).parse(answer.body).data.noteId;
  },

  async hasFile(connection, target, filename) {
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path: `${opportunityPath(target.applicationId)}/files`,
    });
    return z
      .looseObject({ data: z.array(z.looseObject({ name: z.string().nullish() })) })
      .parse(answer.body)
      .data.some((f) => f.name === filename);
  },

  async attachFile(connection, target, file, context) {
    const form = new FormData();
    form.set("file", new Blob([Buffer.from(file.bytes)], { type: "application/pdf" }), file.filename);
    await atsRequest(connection.endpoint, {
      method: "POST",
      path: `${opportunityPath(target.applicationId)}/files`,
      query: performAs(connection),
      form,
      ...ctx(context),
    });
  },

  async move(connection, target, decision, context) {
    const opportunity = await getOpportunity(connection, target.applicationId);
    const currentStage = typeof opportunity.stage === "string" ? opportunity.stage : opportunity.stage?.id;
    if (decision === "reject") {
      if (opportunity.archived?.reason) return false;
      if (!connection.rejectReasonId)
        throw new AtsHttpError(
          "Lever needs an archive reason id to reject: set it on the connection",
          null,
          null,
          false,
          false,
        );
      await atsRequest(connection.endpoint, {
        method: "PUT",
        path: `${opportunityPath(target.applicationId)}/archived`,
        query: performAs(connection),
        json: { reason: connection.rejectReasonId },
        ...ctx(context),
      });
      return true;
    }
    if (!connection.advanceStageId)
      throw new AtsHttpError(
        "Lever needs the stage id an advance moves to: set it on the connection",
        null,
        null,
        false,
        false,
      );
    if (currentStage === connection.advanceStageId || (target.stageId && currentStage !== target.stageId)) return false;
    await atsRequest(connection.endpoint, {
      method: "PUT",
      path: `${opportunityPath(target.applicationId)}/stage`,
      query: performAs(connection),
      json: { stage: connection.advanceStageId },
      ...ctx(context),
    });
    return true;
  },
};
