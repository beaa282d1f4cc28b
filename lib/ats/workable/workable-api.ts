import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { AtsAdapter, OpenConnection, UpdateTarget } from "../adapter";
import { AtsHttpError } from "../http/ats-request";
import { candidateSchema, hookCandidate, stageIn, stageLabel, toStageChange } from "./candidate";
import { candidatePath, commentActivities, getCandidate, jobStages, logged, memberId, pages, spi } from "./spi";
import { workableAccess } from "./access";
import { listWorkableJobs, listWorkableStages } from "./jobs";
import { verifyWorkableWebhook } from "./webhook";

/*
 * Workable SPI v3 (workable.readme.io). Comments: POST /candidates/:id/comments { member_id, comment: { body,
 * policy?, attachment?: { name, data (base64) } } } — "only one attachment may be created per comment through this
 * API", so the completion's note carries the results PDF (addNoteWithFile); a comment is found again through GET
 * /candidates/:id/activities (action "comment", body). Moves: POST /candidates/:id/move { member_id, target_stage };
 * rejections: POST /candidates/:id/disqualify { member_id, disqualify_reason_id? }. Web hooks: see webhook.ts.
 */

/** Workable's own limit for one file ("The size limit for an individual file is 20MB", help.workable.com). */
const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** The dashboard's id for a comment: Workable answers a new comment 201 with no body (an id is taken if present). */
function commentId(answerBody: unknown, text: string): string {
  const given = z.looseObject({ id: z.union([z.string().max(100), z.number()]) }).safeParse(answerBody);
  if (given.success) return String(given.data.id);
  return `comment:${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
}

async function comment(
  connection: OpenConnection,
  target: UpdateTarget,
  body: { body: string; attachment?: { name: string; data: string } },
  context: { outboxId: string; attempt: number },
) {
  const answer = await spi(connection, {
    method: "POST",
    path: `${candidatePath(target.atsCandidateId)}/comments`,
    json: { member_id: memberId(connection), comment: body },
    ...logged(context),
  });
  return commentId(answer.body, body.body);
}

/** The candidate's current stage slug (its stage named by slug or by name), the job's stages, and whether it is out. */
async function whereIs(connection: OpenConnection, candidateId: string) {
  const candidate = await getCandidate(connection, candidateId);
  const stages = await jobStages(connection, candidate.job.shortcode);
  const label = stageLabel(candidate);
  return { stages, slug: stageIn(stages, label)?.slug ?? label, disqualified: candidate.disqualified === true };
}

export const workableAdapter: AtsAdapter = {
  access: workableAccess,
  listOpenJobs: listWorkableJobs,
  listStages: listWorkableStages,
  verifyWebhook: verifyWorkableWebhook,

  authorization: (token) => `Bearer ${token}`,

  // The body is the candidate "at the time of the request"; its stage is resolved against the job's pipeline.
  async stageChangeOf(connection, kind, payload) {
    if (kind !== "candidate_moved") return null;
    const candidate = hookCandidate(payload);
    if (!candidate || candidate.disqualified) return null;
    const stages = await jobStages(connection, candidate.job.shortcode);
    return toStageChange(candidate, stageIn(stages, stageLabel(candidate)));
  },

  // GET /candidates?shortcode=<job>&stage=<slug>&limit=100, following paging.next; disqualified candidates skipped.
  async *pollStage(connection, rule) {
    const stage = stageIn(await jobStages(connection, rule.jobId), rule.stageName);
    if (!stage) return;
    const listed = pages(
      connection,
      "/candidates",
      { shortcode: rule.jobId, stage: stage.slug, limit: 100 },
      (body) => z.looseObject({ candidates: z.array(candidateSchema).max(1_000) }).parse(body).candidates,
    );
    for await (const candidate of listed) {
      const label = stageLabel(candidate);
      if (candidate.disqualified || (label && !stageIn([stage], label))) continue;
      const change = toStageChange(candidate, stage);
      if (change) yield change;
    }
  },

  async findNote(connection, target, marker) {
    for await (const activity of commentActivities(connection, target.atsCandidateId))
      if (activity.action === "comment" && activity.body?.includes(marker))
        return activity.id != null ? String(activity.id) : `comment@${activity.created_at ?? "found"}`;
    return null;
  },

  addNote: (connection, target, text, context) => comment(connection, target, { body: text }, context),

  async addNoteWithFile(connection, target, text, file, context) {
    if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES)
      throw new AtsHttpError("the results PDF is over Workable's 20 MB file limit", null, null, false, false);
    const data = Buffer.from(file.bytes).toString("base64");
    return comment(connection, target, { body: text, attachment: { name: file.filename, data } }, context);
  },

  async move(connection, target, decision, context) {
    const id = target.atsCandidateId;
    const member = memberId(connection);
    const now = await whereIs(connection, id);
    if (decision === "reject") {
      if (now.disqualified) return false;
      const reason = connection.rejectReasonId ? { disqualify_reason_id: connection.rejectReasonId } : {};
      const json = { member_id: member, ...reason };
      await spi(connection, { method: "POST", path: `${candidatePath(id)}/disqualify`, json, ...logged(context) });
      return true;
    }
    if (!connection.advanceStageId)
      throw new AtsHttpError(
        "Workable needs the stage slug an advance moves to: set it on the connection",
        null,
        null,
        false,
        false,
      );
    // The admin may have named the stage by its slug or by its name; Workable's target_stage takes the slug.
    const to = stageIn(now.stages, connection.advanceStageId)?.slug ?? connection.advanceStageId;
    if (now.disqualified || now.slug === to || (target.stageId && now.slug !== target.stageId)) return false;
    const json = { member_id: member, target_stage: to };
    await spi(connection, { method: "POST", path: `${candidatePath(id)}/move`, json, ...logged(context) });
    return true;
  },
};
