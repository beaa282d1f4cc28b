import { randomUUID } from "node:crypto";
import { answer, type EmulatorAnswer } from "../kit/server";

/*
 * Ashby's jobs and interview plans (developers.ashbyhq.com): job.list { status?: ("Open" | "Closed" | "Archived" |
 * "Draft")[], cursor?, limit? } → { success, results, moreDataAvailable, nextCursor }; job.info { id } → the job with
 * its interviewPlanIds and defaultInterviewPlanId; interviewStage.list { interviewPlanId } → the plan's stages in order
 * (id, title, type, orderInInterviewPlan). And the key's permissions: "API permissions are organized by module", a
 * method outside the key's modules answers 403 with the error missing_endpoint_permission.
 */
export interface AshbyJob {
  id: string;
  title: string;
  status: "Open" | "Closed" | "Archived" | "Draft";
  interviewPlanIds: string[];
  defaultInterviewPlanId: string;
}

/** The jobs an emulator starts with: open and closed, each on the one interview plan the emulator's stages make. */
export const seededAshbyJobs = (planId: string): AshbyJob[] =>
  [
    { title: "Backend Engineer", status: "Open" as const },
    { title: "Account Executive", status: "Open" as const },
    { title: "Office Manager", status: "Closed" as const },
  ].map((job) => ({ id: randomUUID(), ...job, interviewPlanIds: [planId], defaultInterviewPlanId: planId }));

type Body = { status?: unknown; cursor?: string; limit?: number; id?: string; interviewPlanId?: string };
const fail = (error: string) => answer(200, { success: false, errors: [error] });

/** job.list, job.info and interviewStage.list, or null for another method. */
export function jobRoutes(
  state: { jobs: AshbyJob[]; planId: string; stages: { id: string; title: string; type: string }[] },
  method: string,
  body: Body,
): EmulatorAnswer | null {
  if (method === "job.list") {
    const statuses = Array.isArray(body.status) ? (body.status as string[]) : null;
    const all = state.jobs.filter((j) => !statuses || statuses.includes(j.status));
    const start = Number(body.cursor ?? 0) || 0;
    const limit = Math.min(100, Math.max(1, Number(body.limit ?? 100) || 100));
    const more = start + limit < all.length;
    return answer(200, {
      success: true,
      results: all.slice(start, start + limit),
      moreDataAvailable: more,
      ...(more ? { nextCursor: String(start + limit) } : {}),
    });
  }
  if (method === "job.info") {
    const job = state.jobs.find((j) => j.id === body.id);
    return job ? answer(200, { success: true, results: job }) : fail("job_not_found");
  }
  if (method === "interviewStage.list") {
    if (body.interviewPlanId !== state.planId) return fail("interview_plan_not_found");
    const results = state.stages.map((s, i) => ({ ...s, orderInInterviewPlan: i, interviewPlanId: state.planId }));
    return answer(200, { success: true, results, moreDataAvailable: false });
  }
  return null;
}

/** The module and access each method needs (Authentication → Table of Permissions). */
const modules: Record<string, string> = {
  "job.list": "jobsRead",
  "job.info": "jobsRead",
  "interviewStage.list": "interviewsRead",
  "application.list": "candidatesRead",
  "application.info": "candidatesRead",
  "candidate.info": "candidatesRead",
  "candidate.listNotes": "candidatesRead",
  "candidate.createNote": "candidatesWrite",
  "candidate.uploadFile": "candidatesWrite",
  "application.changeStage": "candidatesWrite",
};

/** 403 missing_endpoint_permission when the key lacks the method's module, else null. */
export function permissionRefusal(denied: Set<string>, method: string): EmulatorAnswer | null {
  const needed = modules[method];
  return needed && denied.has(needed) ? answer(403, { success: false, errors: ["missing_endpoint_permission"] }) : null;
}
