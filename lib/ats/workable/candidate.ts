import { z } from "zod";
import type { StageChange } from "../adapter";

/*
 * The Candidate object as Workable's SPI v3 returns it (workable.readme.io: "job-candidates-index",
 * "job-candidates-show", "candidate-events"), reduced to the fields the dashboard reads. The pages disagree on
 * `stage`: the candidates list calls it "Candidate's stage slug", the candidate details "The name of the current
 * stage", and the list's own example shows "Interview"; a stage is therefore matched by slug or by name (see
 * stageIn). Ids are strings in the docs' examples; numbers are taken too. Every string is bounded: these are the
 * ATS's answers and a web hook's body.
 */
const id = z.union([z.string().min(1).max(100), z.number().int()]).transform(String);
const text = (max: number) => z.string().max(max).nullish();

export const candidateSchema = z.looseObject({
  id,
  name: text(500),
  firstname: text(200),
  lastname: text(200),
  email: text(320),
  job: z.looseObject({ shortcode: z.string().min(1).max(100), title: text(500) }),
  stage: z.union([z.string().max(200), z.looseObject({ slug: text(200), name: text(200) })]).nullish(),
  disqualified: z.boolean().nullish(),
});
export type WorkableCandidate = z.infer<typeof candidateSchema>;

/** One stage of a job's pipeline (GET /jobs/:shortcode/stages: slug, name, kind, position). */
export const stageSchema = z.looseObject({ slug: z.string().min(1).max(200), name: z.string().max(200) });
export type WorkableStage = z.infer<typeof stageSchema>;
export const stagesSchema = z.looseObject({ stages: z.array(stageSchema).max(500) });

/**
 * The candidate a web hook carries. The subscription page says Workable POSTs "a Candidate object"; the candidate
 * events page lists the same fields under a `data` wrapper. Both are taken.
 */
export function hookCandidate(payload: unknown): WorkableCandidate | null {
  const wrapped = z.looseObject({ data: candidateSchema }).safeParse(payload);
  if (wrapped.success) return wrapped.data.data;
  const bare = candidateSchema.safeParse(payload);
  return bare.success ? bare.data : null;
}

/** The candidate's stage as the answer names it (a slug or a name), or null. */
export function stageLabel(candidate: WorkableCandidate): string | null {
  const stage = candidate.stage;
  if (!stage) return null;
  return typeof stage === "string" ? stage : (stage.slug ?? stage.name ?? null);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The job's stage a slug or a name refers to (names compared without case or surrounding spaces), or null. */
export function stageIn(stages: readonly WorkableStage[], slugOrName: string | null): WorkableStage | null {
  if (!slugOrName) return null;
  return stages.find((s) => s.slug === slugOrName) ?? stages.find((s) => same(s.name, slugOrName)) ?? null;
}

/** The stage change a candidate reports, with its stage as the job's pipeline has it (else as the answer named it). */
export function toStageChange(candidate: WorkableCandidate, stage: WorkableStage | null): StageChange | null {
  const stageName = stage?.name ?? stageLabel(candidate);
  if (!stageName) return null;
  const fullName = candidate.name ?? [candidate.firstname, candidate.lastname].filter(Boolean).join(" ");
  return {
    // A Workable candidate belongs to one job ("a unique profile for each job"): it is the application too.
    applicationId: candidate.id,
    atsCandidateId: candidate.id,
    jobId: candidate.job.shortcode,
    jobName: candidate.job.title ?? null,
    stageName,
    stageId: stage?.slug ?? null,
    candidateName: fullName || `Candidate ${candidate.id}`,
    candidateEmail: candidate.email ?? null,
  };
}

/** How many query parameters of a `paging.next` URL are carried over, and how long each may be. */
const MAX_NEXT_PARAMS = 12;
const MAX_NEXT_VALUE = 300;

/**
 * The query of a list's `paging.next` URL ("the next URL pointing to the next results page"), to ask the next page
 * of the connection's own base URL and path: the URL's host and path are never followed. Null when there is none.
 */
export function nextPageQuery(next: string | null | undefined): Record<string, string> | null {
  if (!next || next.length > 4_000) return null;
  let url: URL;
  try {
    url = new URL(next, "https://workable.invalid");
  } catch {
    return null;
  }
  const entries = [...url.searchParams.entries()]
    .filter(([key, value]) => key.length <= 40 && value.length <= MAX_NEXT_VALUE)
    .slice(0, MAX_NEXT_PARAMS);
  return entries.length ? Object.fromEntries(entries) : null;
}

export const pagingSchema = z.looseObject({ next: z.string().max(4_000).nullish() }).nullish();
