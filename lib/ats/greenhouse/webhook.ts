import { createHash } from "node:crypto";
import { z } from "zod";
import type { StageChange, WebhookCheck } from "../adapter";
import { hmacSha256Hex, sameHexDigest } from "../hmac";

/*
 * developers.greenhouse.io/webhooks.html — "Each delivery will include a Greenhouse-Event-ID header. This will
 * contain an unique id associated with this delivery." … "Signature: sha256 37d27251…" … "signature =
 * OpenSSL::HMAC.hexdigest(digest, secret_key, body)" … "The body variable … refers to the entire content of the
 * JSON response. Not just the payload attribute." … "The header contains: the SHA algorithm used to generate the
 * signature, a space, and the signature."
 *
 * The delivery is keyed on what is signed, never on Greenhouse-Event-ID: that header is outside the signature, so a
 * captured delivery resent under a new id (or with its digest's hex in upper case) would otherwise be new each time.
 * The key is the body's action, its application id where it has one, and a SHA-256 of the whole body: a redelivery
 * of the same event is the same body, and two events differ in their timestamps and stages.
 */
export function verifyGreenhouseWebhook(headers: Headers, body: string, secret: string): WebhookCheck {
  const signature = headers.get("signature");
  if (!signature) return { ok: false, reason: "no Signature header" };
  const [algorithm, digest] = signature.trim().split(/\s+/);
  if (algorithm !== "sha256" || !digest) return { ok: false, reason: "Signature is not `sha256 <hex>`" };
  if (!sameHexDigest(digest, hmacSha256Hex(secret, body))) return { ok: false, reason: "signature does not match" };
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  const action = z.looseObject({ action: z.string() }).safeParse(payload);
  if (!action.success) return { ok: false, reason: "no action in the body" };
  return {
    ok: true,
    deliveryId: signedDeliveryId(action.data.action, payload, body),
    kind: action.data.action,
    payload,
  };
}

const applicationIdSchema = z.looseObject({
  payload: z.looseObject({ application: z.looseObject({ id: z.union([z.number(), z.string()]) }) }),
});

/** `candidate_stage_change:1234:<sha256 of the body>`, or `ping:<sha256>` for a body without an application. */
function signedDeliveryId(action: string, payload: unknown, body: string): string {
  const application = applicationIdSchema.safeParse(payload);
  const digest = createHash("sha256").update(body, "utf8").digest("hex");
  return [
    action.slice(0, 60),
    application.success ? String(application.data.payload.application.id).slice(0, 40) : null,
    digest,
  ]
    .filter((part) => part !== null)
    .join(":");
}

const id = z.union([z.number(), z.string()]).transform(String);

/** The fields of candidate_stage_change this integration reads (the documented payload has many more). */
const stageChangeSchema = z.looseObject({
  action: z.literal("candidate_stage_change"),
  payload: z.looseObject({
    application: z.looseObject({
      id,
      current_stage: z.looseObject({ id, name: z.string() }).nullable(),
      jobs: z.array(z.looseObject({ id, name: z.string().nullish() })),
      candidate: z.looseObject({
        id,
        first_name: z.string().nullish(),
        last_name: z.string().nullish(),
        email_addresses: z.array(z.looseObject({ value: z.string(), type: z.string().nullish() })).nullish(),
      }),
    }),
  }),
});

/** candidate_stage_change → the stage change, or null for any other action (ping, candidate_hired…). */
export function greenhouseStageChange(payload: unknown): StageChange | null {
  const parsed = stageChangeSchema.safeParse(payload);
  if (!parsed.success) return null;
  const application = parsed.data.payload.application;
  const job = application.jobs[0];
  if (!application.current_stage || !job) return null;
  const candidate = application.candidate;
  return {
    applicationId: application.id,
    atsCandidateId: candidate.id,
    jobId: job.id,
    jobName: job.name ?? null,
    stageName: application.current_stage.name,
    stageId: application.current_stage.id,
    candidateName: [candidate.first_name, candidate.last_name].filter(Boolean).join(" ") || `Candidate ${candidate.id}`,
    candidateEmail: candidate.email_addresses?.[0]?.value ?? null,
  };
}
