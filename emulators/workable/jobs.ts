import { answer, type EmulatorAnswer, type EmulatorRequest } from "../kit/server";
import type { WorkableEmulator } from "./model";

/*
 * Workable SPI v3 jobs (workable.readme.io "jobs"): GET /jobs lists jobs, `state` one of draft, published, archived or
 * closed, `limit` a page, `since_id` the next page's start, `paging.next` when more remain; a job is named by its
 * shortcode. And the token's scopes: r_jobs (jobs, stages), r_candidates (candidate reads, web-hook subscriptions),
 * w_candidates (comments, moves, disqualifications); a call outside them answers 403.
 */
export function listJobs(emulator: WorkableEmulator, url: URL): EmulatorAnswer {
  const state = url.searchParams.get("state");
  const all = emulator.jobs.filter((j) => !state || j.state === state);
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get("limit") ?? 50) || 50));
  const since = url.searchParams.get("since_id");
  const from = since
    ? all.slice(
        Math.max(
          0,
          all.findIndex((j) => j.id === since),
        ),
      )
    : all;
  const after = from[limit];
  const next = new URL("/spi/v3/jobs", `https://${emulator.subdomain}.workable.com`);
  for (const [key, value] of url.searchParams) if (key !== "since_id") next.searchParams.set(key, value);
  if (after) next.searchParams.set("since_id", after.id);
  return answer(200, {
    jobs: from.slice(0, limit).map((j) => ({ ...j, full_title: j.title })),
    ...(after ? { paging: { next: next.toString() } } : {}),
  });
}

/** The scope a request needs: reads of jobs and stages, reads of candidates, or writes to candidates. */
function scopeOf(request: EmulatorRequest): string | null {
  const resource = request.url.pathname.split("/")[3];
  if (resource === "candidates") return request.method === "GET" ? "r_candidates" : "w_candidates";
  if (resource === "subscriptions") return "r_candidates";
  if (resource === "jobs" || resource === "stages") return "r_jobs";
  return null;
}

/** 403 when the token lacks the request's scope, else null. */
export function scopeRefusal(emulator: WorkableEmulator, request: EmulatorRequest): EmulatorAnswer | null {
  const scope = scopeOf(request);
  return scope && emulator.deniedScopes.has(scope)
    ? answer(403, { error: `The access token is missing the ${scope} scope` })
    : null;
}
