import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { AtsAdapter, CallContext, OpenConnection, StageChange, WebhookCheck } from "../adapter";
import { atsRequest, AtsHttpError, type AtsCall } from "../http/ats-request";
import { hmacSha256Hex, sameHexDigest } from "../hmac";
import { ashbyAccess } from "./access";
import { listAshbyJobs, listAshbyStages } from "./jobs";

/*
 * Ashby API (developers.ashbyhq.com). Basic auth with the API key as user name; every endpoint is a POST of JSON to
 * /<object>.<verb> answering { success, results } or { success: false, errors } (HTTP 200 either way).
 * "Ashby-Signature: sha256=f3124911…" is the HMAC-SHA256 of "the raw payload (i.e. whole request body, json
 * string)" under the web hook's secret token. Related web hooks (candidateStageChange → applicationUpdate) share a
 * webhookActionId; the body is { action, data }.
 */

export function verifyAshbyWebhook(headers: Headers, body: string, secret: string): WebhookCheck {
  const signature = headers.get("ashby-signature");
  if (!signature?.startsWith("sha256=")) return { ok: false, reason: "no Ashby-Signature: sha256=<hex> header" };
  if (!sameHexDigest(signature.slice("sha256=".length), hmacSha256Hex(secret, body)))
    return { ok: false, reason: "signature does not match" };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  const hook = z.looseObject({ action: z.string(), webhookActionId: z.string().nullish() }).safeParse(json);
  if (!hook.success) return { ok: false, reason: "no action in the body" };
  // One delivery per action and webhookActionId; without one, the body itself identifies the delivery.
  const key = hook.data.webhookActionId ?? createHash("sha256").update(body).digest("hex").slice(0, 40);
  return { ok: true, deliveryId: `${hook.data.action}:${key}`, kind: hook.data.action, payload: json };
}

const applicationSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  candidate: z.looseObject({
    id: z.string(),
    name: z.string().nullish(),
    primaryEmailAddress: z.looseObject({ value: z.string() }).nullish(),
  }),
  currentInterviewStage: z.looseObject({ id: z.string(), title: z.string() }).nullish(),
  job: z.looseObject({ id: z.string(), title: z.string().max(500).nullish() }).nullish(),
});

const toStageChange = (a: z.infer<typeof applicationSchema>): StageChange | null =>
  a.currentInterviewStage && a.job
    ? {
        applicationId: a.id,
        atsCandidateId: a.candidate.id,
        jobId: a.job.id,
        jobName: a.job.title ?? null,
        stageName: a.currentInterviewStage.title,
        stageId: a.currentInterviewStage.id,
        candidateName: a.candidate.name ?? `Candidate ${a.candidate.id}`,
        candidateEmail: a.candidate.primaryEmailAddress?.value ?? null,
      }
    : null;

/** One RPC call; `success: false` is an error the ATS will repeat (not transient). */
async function rpc(
  connection: OpenConnection,
  method: string,
  call: Omit<AtsCall, "method" | "path">,
): Promise<unknown> {
  const answer = await atsRequest(connection.endpoint, { method: "POST", path: `/${method}`, ...call });
  const body = z
    .looseObject({ success: z.boolean(), results: z.unknown().optional(), errors: z.unknown().optional() })
    .parse(answer.body);
  if (!body.success)
    throw new AtsHttpError(
      `${method}: ${JSON.stringify(body.errors ?? "failed").slice(0, 300)}`,
      200,
      null,
      false,
      false,
    );
  return body.results;
}
const ctx = (context: CallContext) => ({ outboxId: context.outboxId, attempt: context.attempt });

export const ashbyAdapter: AtsAdapter = {
  access: ashbyAccess,
  listOpenJobs: listAshbyJobs,
  listStages: listAshbyStages,
  verifyWebhook: verifyAshbyWebhook,

  async stageChangeOf(_connection, kind, payload) {
    if (kind !== "candidateStageChange") return null;
    const parsed = z.looseObject({ data: z.looseObject({ application: applicationSchema }) }).safeParse(payload);
    return parsed.success ? toStageChange(parsed.data.data.application) : null;
  },

  // application.list { jobId, status: "Active", cursor, limit } → { results, moreDataAvailable, nextCursor }
  async *pollStage(connection, rule) {
    let cursor: string | undefined;
    for (let pages = 0; pages < 200; pages += 1) {
      const answer = await atsRequest(connection.endpoint, {
        method: "POST",
        path: "/application.list",
        json: { jobId: rule.jobId, status: "Active", limit: 100, ...(cursor ? { cursor } : {}) },
      });
      const page = z
        .looseObject({
          success: z.literal(true),
          results: z.array(applicationSchema),
          moreDataAvailable: z.boolean().nullish(),
          nextCursor: z.string().nullish(),
        })
        .parse(answer.body);
      for (const application of page.results) {
        const change = toStageChange(application);
        if (change && change.stageName.trim().toLowerCase() === rule.stageName.trim().toLowerCase()) yield change;
      }
      if (!page.moreDataAvailable || !page.nextCursor) return;
      cursor = page.nextCursor;
    }
  },

  async findNote(connection, target, marker) {
    const results = await rpc(connection, "candidate.listNotes", { json: { candidateId: target.atsCandidateId } });
    const notes = z.array(z.looseObject({ id: z.string(), content: z.string().nullish() })).parse(results);
    return notes.find((n) => n.content?.includes(marker))?.id ?? null;
  },

  async addNote(connection, target, text, context) {
    const results = await rpc(connection, "candidate.createNote", {
      json: { candidateId: target.atsCandidateId, note: text, sendNotifications: false },
      ...ctx(context),
    });
    return z.looseObject({ id: z.string() }).parse(results).id;
  },

  async hasFile(connection, target, filename) {
    const results = await rpc(connection, "candidate.info", { json: { id: target.atsCandidateId } });
    const files = z.looseObject({ fileHandles: z.array(z.looseObject({ name: z.string() })).nullish() }).parse(results);
    return (files.fileHandles ?? []).some((f) => f.name === filename);
  },

  async attachFile(connection, target, file, context) {
    const form = new FormData();
    form.set("candidateId", target.atsCandidateId);
    form.set("file", new Blob([Buffer.from(file.bytes)], { type: "application/pdf" }), file.filename);
    await rpc(connection, "candidate.uploadFile", { form, ...ctx(context) });
  },

  async move(connection, target, decision, context) {
    const stage = decision === "advance" ? connection.advanceStageId : connection.rejectStageId;
    if (!stage)
      throw new AtsHttpError(
        `Ashby needs the interview stage id to ${decision} to: set it on the connection`,
        null,
        null,
        false,
        false,
      );
    const current = applicationSchema.parse(
      await rpc(connection, "application.info", { json: { applicationId: target.applicationId } }),
    );
    if (current.currentInterviewStage?.id === stage) return false;
    if (decision === "advance" && target.stageId && current.currentInterviewStage?.id !== target.stageId) return false;
    await rpc(connection, "application.changeStage", {
      json: {
        applicationId: target.applicationId,
        interviewStageId: stage,
        ...(decision === "reject" && connection.rejectReasonId ? { archiveReasonId: connection.rejectReasonId } : {}),
      },
      ...ctx(context),
    });
    return true;
  },
};
