import "server-only";
import { z } from "zod";
import type { AtsAdapter, CallContext, OpenConnection, StageChange, UpdateTarget } from "../adapter";
import { atsRequest, AtsHttpError } from "../http/ats-request";
import { greenhouseAccess } from "./access";
import { listGreenhouseJobs, listGreenhouseStages } from "./jobs";
import { nextPage } from "./link-header";
import { greenhouseStageChange, verifyGreenhouseWebhook } from "./webhook";

/*
 * Harvest API v1 (developers.greenhouse.io/harvest.html). "Harvest uses Basic Auth over HTTPS … the API token as
 * the username and a blank password." Writes "require an On-Behalf-Of header with the Greenhouse user ID of the user
 * performing the action" (audit trail). "Paginated results contain a Link header … rel=\"next\"". Throttling:
 * "X-RateLimit-Limit … X-RateLimit-Remaining … per 10 second window"; beyond it, 429 with Retry-After.
 */

const id = z.union([z.number(), z.string()]).transform(String);
const onBehalfOf = (connection: OpenConnection) => {
  if (!connection.actingUserId)
    throw new AtsHttpError(
      "Greenhouse needs the On-Behalf-Of user id: set it on the connection",
      null,
      null,
      false,
      false,
    );
  return { "on-behalf-of": connection.actingUserId };
};
const ctx = (context: CallContext) => ({ outboxId: context.outboxId, attempt: context.attempt });

const applicationSchema = z.looseObject({
  id,
  candidate_id: id,
  status: z.string(),
  current_stage: z.looseObject({ id, name: z.string() }).nullable(),
  jobs: z.array(z.looseObject({ id })),
  attachments: z.array(z.looseObject({ filename: z.string() })).nullish(),
});
const candidateSchema = z.looseObject({
  id,
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email_addresses: z.array(z.looseObject({ value: z.string() })).nullish(),
});

async function getApplication(connection: OpenConnection, applicationId: string) {
  const answer = await atsRequest(connection.endpoint, {
    method: "GET",
    path: `/v1/applications/${encodeURIComponent(applicationId)}`,
  });
  return applicationSchema.parse(answer.body);
}

export const greenhouseAdapter: AtsAdapter = {
  access: greenhouseAccess,
  listOpenJobs: listGreenhouseJobs,
  listStages: listGreenhouseStages,
  verifyWebhook: verifyGreenhouseWebhook,

  async stageChangeOf(_connection, kind, payload) {
    return kind === "candidate_stage_change" ? greenhouseStageChange(payload) : null;
  },

  // GET /v1/applications?job_id=…&status=active&per_page=500, following the Link header; one candidate read per match.
  async *pollStage(connection, rule) {
    let path: string | null = `/v1/applications?job_id=${encodeURIComponent(rule.jobId)}&status=active&per_page=500`;
    for (let pages = 0; path && pages < 200; pages += 1) {
      const [pathname, search] = path.split("?");
      const answer = await atsRequest(connection.endpoint, {
        method: "GET",
        path: pathname!,
        query: Object.fromEntries(new URLSearchParams(search ?? "")),
      });
      for (const application of z.array(applicationSchema).parse(answer.body)) {
        const stage = application.current_stage;
        if (!stage || stage.name.trim().toLowerCase() !== rule.stageName.trim().toLowerCase()) continue;
        const candidate = candidateSchema.parse(
          (
            await atsRequest(connection.endpoint, {
              method: "GET",
              path: `/v1/candidates/${encodeURIComponent(application.candidate_id)}`,
            })
          ).body,
        );
        yield {
          applicationId: application.id,
          atsCandidateId: candidate.id,
          jobId: rule.jobId,
          stageName: stage.name,
          stageId: stage.id,
          candidateName:
            [candidate.first_name, candidate.last_name].filter(Boolean).join(" ") || `Candidate ${candidate.id}`,
          candidateEmail: candidate.email_addresses?.[0]?.value ?? null,
        } satisfies StageChange;
      }
      path = nextPage(answer.headers.get("link"), connection.endpoint.baseUrl);
    }
  },

  // GET /v1/candidates/{id}/activity_feed → { notes: [{ id, body, … }], emails, activities }
  async findNote(connection, target, marker) {
    const answer = await atsRequest(connection.endpoint, {
      method: "GET",
      path: `/v1/candidates/${encodeURIComponent(target.atsCandidateId)}/activity_feed`,
    });
    const feed = z
      .looseObject({ notes: z.array(z.looseObject({ id, body: z.string().nullish() })) })
      .parse(answer.body);
    return feed.notes.find((note) => note.body?.includes(marker))?.id ?? null;
  },

  // POST /v1/candidates/{id}/activity_feed/notes { user_id, body, visibility } with On-Behalf-Of → 201 { id, … }
  async addNote(connection, target, text, context) {
    const answer = await atsRequest(connection.endpoint, {
      method: "POST",
      path: `/v1/candidates/${encodeURIComponent(target.atsCandidateId)}/activity_feed/notes`,
      headers: onBehalfOf(connection),
      json: { user_id: Number(connection.actingUserId) || connection.actingUserId, body: text, visibility: "private" },
      ...ctx(context),
    });
    return z.looseObject({ id }).parse(answer.body).id;
  },

  async hasFile(connection, target, filename) {
    const application = await getApplication(connection, target.applicationId);
    return (application.attachments ?? []).some((a) => a.filename === filename);
  },

  // POST /v1/applications/{id}/attachments { filename, type, content (base64), content_type } with On-Behalf-Of
  async attachFile(connection, target, file, context) {
    await atsRequest(connection.endpoint, {
      method: "POST",
      path: `/v1/applications/${encodeURIComponent(target.applicationId)}/attachments`,
      headers: onBehalfOf(connection),
      json: {
        filename: file.filename,
        type: "other",
        content: Buffer.from(file.bytes).toString("base64"),
        content_type: "application/pdf",
      },
      ...ctx(context),
    });
  },

  // PATCH /v1/applications/{id} { custom_fields: [{ id, value }] } (or name_key when the admin gave a key)
  async setScore(connection, target, fieldId, score, context) {
    const field = /^\d+$/.test(fieldId) ? { id: Number(fieldId) } : { name_key: fieldId };
    await atsRequest(connection.endpoint, {
      method: "PATCH",
      path: `/v1/applications/${encodeURIComponent(target.applicationId)}`,
      headers: onBehalfOf(connection),
      json: { custom_fields: [{ ...field, value: score }] },
      ...ctx(context),
    });
  },

  // POST /v1/applications/{id}/advance { from_stage_id } · POST /v1/applications/{id}/reject { rejection_reason_id? }
  async move(connection, target: UpdateTarget, decision, context) {
    const application = await getApplication(connection, target.applicationId);
    if (decision === "reject") {
      // "Only applications with the active status can be rejected": one rejected or hired meanwhile is left be.
      if (application.status !== "active") return false;
      const reason = connection.rejectReasonId;
      await atsRequest(connection.endpoint, {
        method: "POST",
        path: `/v1/applications/${encodeURIComponent(target.applicationId)}/reject`,
        headers: onBehalfOf(connection),
        // rejection_reason_id is optional in Harvest (an integer); without one, Greenhouse records no reason.
        json: reason ? { rejection_reason_id: Number(reason) || reason } : {},
        ...ctx(context),
      });
      return true;
    }
    // Advance only from the stage the screen was issued in: if the application moved on since, leave it be.
    if (application.status !== "active" || (target.stageId && application.current_stage?.id !== target.stageId))
      return false;
    const from = application.current_stage?.id;
    await atsRequest(connection.endpoint, {
      method: "POST",
      path: `/v1/applications/${encodeURIComponent(target.applicationId)}/advance`,
      headers: onBehalfOf(connection),
      json: { from_stage_id: Number(from) || from },
      ...ctx(context),
    });
    return true;
  },
};
