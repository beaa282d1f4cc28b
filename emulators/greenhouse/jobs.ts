import type { HarvestCall } from "./route";

/*
 * Harvest v1 jobs (developers.greenhouse.io/harvest.html#jobs): GET /v1/jobs lists jobs, `status` one of open, closed
 * or draft, paged with per_page/page and a Link header; GET /v1/jobs/{id}/stages lists the job's stages in order
 * ("Job Stages": id, name, job_id, priority, interviews). GET /v1/candidates lists candidates, paged the same way.
 */

/** The Link header's rel="next" when more rows follow this page. */
function paged<T>({ gh, request, reply }: HarvestCall, all: T[]) {
  const query = request.url.searchParams;
  const perPage = Math.min(500, Math.max(1, Number(query.get("per_page") ?? 100) || 100));
  const page = Math.max(1, Number(query.get("page") ?? 1) || 1);
  const next = new URL(`${request.url.pathname}${request.url.search}`, gh.url);
  next.searchParams.set("page", String(page + 1));
  const more = page * perPage < all.length;
  return reply(200, all.slice((page - 1) * perPage, page * perPage), more ? { link: `<${next}>; rel="next"` } : {});
}

export function listJobs(call: HarvestCall) {
  const status = call.request.url.searchParams.get("status");
  return paged(
    call,
    call.gh.jobs.filter((j) => !status || j.status === status),
  );
}

export function listJobStages(call: HarvestCall) {
  if (!call.gh.jobs.some((j) => j.id === call.id)) return call.reply(404, { message: "Resource not found" });
  return call.reply(
    200,
    call.gh.stages.map((s, priority) => ({ id: s.id, name: s.name, job_id: call.id, priority, interviews: [] })),
  );
}

export const listCandidates = (call: HarvestCall) =>
  paged(
    call,
    [...call.gh.candidates.values()].map((c) => ({ ...c, notes: undefined })),
  );

/** The permission a request needs, as a key's "Manage permissions" lists endpoints: its method and path, ids as :id. */
export const harvestPermissionOf = (method: string, path: string) =>
  `${method} ${path.replace(/\/\d+(?=\/|$)/g, "/:id")}`;
