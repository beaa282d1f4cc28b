import type { GreenhouseApplication } from "./model";
import { newId, now } from "./model";
import { unprocessable, type HarvestCall } from "./route";

/** GET /v1/applications: filtered by job_id and status, paged with per_page/page and a Link header. */
export function listApplications({ gh, request, reply }: HarvestCall) {
  const query = request.url.searchParams;
  const perPage = Math.min(500, Number(query.get("per_page") ?? 100));
  const page = Number(query.get("page") ?? 1);
  const all = [...gh.applications.values()].filter(
    (a) =>
      (!query.get("job_id") || a.jobs.some((j) => String(j.id) === query.get("job_id"))) &&
      (!query.get("status") || a.status === query.get("status")),
  );
  const next = new URL(`${request.url.pathname}${request.url.search}`, gh.url);
  next.searchParams.set("page", String(page + 1));
  const more = page * perPage < all.length;
  return reply(200, all.slice((page - 1) * perPage, page * perPage), more ? { link: `<${next}>; rel="next"` } : {});
}

type Found = HarvestCall & { application: GreenhouseApplication };

export const showApplication = (call: Found) => call.reply(200, call.application);

/** GET /v1/applications/{id}/eeoc: the answers submitted with it, every one null when none were. */
export const showEeoc = (call: Found) =>
  call.reply(
    200,
    call.gh.eeoc.get(call.application.id) ?? {
      application_id: call.application.id,
      candidate_id: call.application.candidate_id,
      submitted_at: null,
      race: null,
      gender: null,
      veteran_status: null,
      disability_status: null,
    },
  );

/** PATCH /v1/applications/{id}: "id … One of this or name_key is required"; "value … the new custom field value". */
export function patchApplication(call: Found) {
  const fields = (call.body.custom_fields ?? []) as { id?: unknown; name_key?: unknown; value?: unknown }[];
  const known = fields.map((f) => call.gh.customFields.find((c) => c.id === f.id || c.name_key === f.name_key));
  if (known.some((c) => !c) || fields.some((f) => f.value === undefined || f.value === null || f.value === ""))
    return unprocessable(call, "custom field not found, or no value");
  fields.forEach((f, i) => (call.application.custom_fields[known[i]!.name_key] = f.value));
  return call.landed(200, call.application);
}

const ATTACHMENT_TYPES = ["resume", "cover_letter", "other", "take_home_test", "offer_letter", "signed_offer_letter"];

/** POST /v1/applications/{id}/attachments: base64 `content` (with content_type) or a `url`. */
export function addAttachment(call: Found) {
  const body = call.body as { filename?: string; type?: string; content?: string; url?: string } & {
    content_type?: string;
    visibility?: string;
  };
  if (!body.filename || !ATTACHMENT_TYPES.includes(body.type ?? "") || !(body.content || body.url))
    return unprocessable(call, "filename, type and content or url are required");
  if (body.content && !body.content_type) return unprocessable(call, "content_type is required with content");
  const fileId = String(newId());
  if (body.content)
    call.gh.files.put(fileId, {
      name: body.filename,
      contentType: body.content_type!,
      bytes: Buffer.from(body.content, "base64"),
    });
  const attachment = {
    filename: body.filename,
    url: `${call.gh.url}/files/${fileId}`,
    type: body.type!,
    created_at: now(),
    // "If not supplied, type "other" documents will default to admin_only."
    visibility: body.type === "other" ? (body.visibility ?? "admin_only") : "public",
  };
  call.application.attachments.push(attachment);
  return call.landed(201, attachment);
}

/** POST …/advance: "from_stage_id | Yes | integer"; "only applications in the active state can be advanced". */
export function advanceApplication(call: Found) {
  const { application, gh } = call;
  const from = (call.body as { from_stage_id?: unknown }).from_stage_id;
  if (typeof from !== "number" || application.status !== "active")
    return unprocessable(call, "from_stage_id (integer) required; application must be active");
  if (application.current_stage?.id !== from)
    return unprocessable(call, "from_stage_id is not the application's current stage");
  const index = gh.stages.findIndex((s) => s.id === from);
  application.current_stage = gh.stages[index + 1] ?? application.current_stage;
  return call.landed(200, application);
}

/** POST …/reject: rejection_reason_id is optional (an integer); "only applications with the active status". */
export function rejectApplication(call: Found) {
  const { application } = call;
  const reason = (call.body as { rejection_reason_id?: unknown }).rejection_reason_id;
  if (application.status !== "active") return unprocessable(call, "Application is not active");
  if (reason !== undefined && typeof reason !== "number")
    return unprocessable(call, "rejection_reason_id must be an integer");
  application.status = "rejected";
  application.rejection_reason = reason ? { id: reason } : null;
  return call.landed(200, application);
}
