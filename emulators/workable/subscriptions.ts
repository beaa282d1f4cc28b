import { answer, type EmulatorAnswer } from "../kit/server";
import { hmacSha256Hex, postWebhook } from "../kit/signing";
import { detailed, type WorkableCandidate, type WorkableEmulator } from "./model";

/*
 * Workable's web-hook subscriptions (workable.readme.io "webhook-subscriptions", "webhooks"): POST /subscriptions
 * { target, event, args?: { account_id, job_shortcode, stage_slug } } (scope r_candidates; "If the args object is
 * present, job_shortcode and stage_slug are required", an empty string meaning every job or stage; "The target URLs
 * should be unique": 409 for one already registered), GET /subscriptions, DELETE /subscriptions/:id. When the event
 * happens Workable POSTs the Candidate object to each matching target, signed `X-Workable-Signature` = HMAC-SHA256 of
 * the body under the account token.
 */
const EVENTS = ["candidate_created", "candidate_moved"];
/** Subscriptions an account keeps here: enough for any test, and bounded. */
const MAX_SUBSCRIPTIONS = 20;
/** Subscription ids like the docs' example (772571818), increasing. */
let sequence = 772_571_818;

export function subscriptionRoutes(
  emulator: WorkableEmulator,
  method: string,
  id: string | undefined,
  body: Record<string, unknown>,
  acceptsTarget: (target: string) => boolean,
): EmulatorAnswer {
  const { subscriptions } = emulator;
  if (method === "GET" && !id)
    return answer(200, {
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        target: s.target,
        event: s.event,
        created_at: s.createdAt,
        job_shortcode: s.jobShortcode,
        stage_slug: s.stageSlug,
      })),
    });
  if (method === "DELETE" && id) {
    const at = subscriptions.findIndex((s) => String(s.id) === id);
    if (at < 0) return answer(404, {});
    subscriptions.splice(at, 1);
    return answer(200, {});
  }
  if (method !== "POST" || id) return answer(404, { error: "Not found" });
  const { target, event, args } = body as { target?: unknown; event?: unknown; args?: Record<string, unknown> };
  if (typeof target !== "string" || !URL.canParse(target) || !acceptsTarget(target))
    return answer(422, { error: "target must be a URL this account may deliver to" });
  if (typeof event !== "string" || !EVENTS.includes(event))
    return answer(422, { error: `event must be one of ${EVENTS.join(", ")}` });
  if (args && (typeof args.job_shortcode !== "string" || typeof args.stage_slug !== "string"))
    return answer(422, { error: "args needs job_shortcode and stage_slug (an empty string for all)" });
  if (subscriptions.some((s) => s.target === target)) return answer(409, { error: "Target already registered" });
  if (subscriptions.length >= MAX_SUBSCRIPTIONS) return answer(422, { error: "Too many subscriptions" });
  const subscription = {
    id: sequence++,
    target,
    event,
    jobShortcode: (args?.job_shortcode as string | undefined) ?? "",
    stageSlug: (args?.stage_slug as string | undefined) ?? "",
    createdAt: new Date().toISOString(),
  };
  subscriptions.push(subscription);
  return answer(201, { id: subscription.id });
}

/** Posts the candidate as it is now to `target`, signed under `secret`; answers the receiver's status. */
export function deliverCandidate(
  emulator: WorkableEmulator,
  candidate: WorkableCandidate,
  target: string,
  secret: string,
) {
  const body = JSON.stringify({ data: detailed(candidate, emulator) });
  return postWebhook(target, body, { "x-workable-signature": hmacSha256Hex(secret, body) });
}

/** The candidate_moved deliveries a move to the candidate's current stage makes: one per matching subscription. */
export const movedTargets = (emulator: WorkableEmulator, candidate: WorkableCandidate) =>
  emulator.subscriptions
    .filter(
      (s) =>
        s.event === "candidate_moved" &&
        (!s.jobShortcode || s.jobShortcode === candidate.shortcode) &&
        (!s.stageSlug || s.stageSlug === candidate.stage),
    )
    .map((s) => s.target);
