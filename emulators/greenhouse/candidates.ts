import type { GreenhouseCandidate } from "./model";
import { newId, now } from "./model";
import { unprocessable, type HarvestCall } from "./route";

type Found = HarvestCall & { candidate: GreenhouseCandidate };

/** GET /v1/candidates/{id}: the candidate with its application ids (notes are in the activity feed). */
export function showCandidate({ gh, candidate, reply }: Found) {
  const applicationIds = [...gh.applications.values()].filter((a) => a.candidate_id === candidate.id).map((a) => a.id);
  return reply(200, { ...candidate, notes: undefined, application_ids: applicationIds });
}

/** GET /v1/candidates/{id}/activity_feed. */
export const activityFeed = ({ candidate, reply }: Found) =>
  reply(200, { notes: candidate.notes, emails: [], activities: [] });

/** POST /v1/candidates/{id}/activity_feed/notes: user_id, body and visibility required. */
export function addNote(call: Found) {
  const body = call.body as { body?: string; user_id?: unknown; visibility?: string };
  if (!body.body || typeof body.user_id !== "number" || !["admin_only", "private", "public"].includes(body.visibility!))
    return unprocessable(call, "user_id (integer), body and visibility are required");
  const note = {
    id: newId(),
    body: body.body,
    user: { id: body.user_id },
    visibility: body.visibility!,
    created_at: now(),
  };
  call.candidate.notes.push(note);
  return call.landed(201, { ...note, private: body.visibility === "private" });
}
