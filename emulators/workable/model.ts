import type { Faults } from "../kit/faults";
import type { FileStore } from "../kit/file-store";
import type { RequestLogEntry } from "../kit/server";

/**
 * A Workable account as the emulator holds it, and the JSON its SPI v3 answers with (workable.readme.io:
 * "job-candidates-index", "job-candidates-show", "candidate-activities", "stages"). Where the pages disagree, each
 * answer follows its own page: the candidates list gives `stage` as the stage's slug ("Candidate's stage slug"), the
 * candidate details and the web hook as its name ("The name of the current stage").
 */
export interface WorkableStage {
  slug: string;
  name: string;
  kind: string;
  position: number;
}

export interface WorkableComment {
  body: string;
  policy: string[] | null;
  /** The one attachment a comment may carry: its name, and its bytes (decoded from base64) under `fileContents`. */
  attachment: { name: string; fileId: string } | null;
  memberId: string;
  createdAt: string;
}

export interface WorkableActivity {
  action: string;
  stage_name: string | null;
  created_at: string;
  member: { id: string; name: string } | null;
  body: string | null;
}

export interface WorkableCandidate {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  shortcode: string;
  /** The slug of the candidate's stage. */
  stage: string;
  disqualified: boolean;
  disqualificationReasonId: string | null;
  comments: WorkableComment[];
  activities: WorkableActivity[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A web-hook subscription (workable.readme.io "webhook-subscriptions": POST /subscriptions { target, event, args? });
 * an empty or absent job shortcode or stage slug matches every job or stage.
 */
export interface WorkableSubscription {
  id: number;
  target: string;
  event: string;
  jobShortcode: string;
  stageSlug: string;
  createdAt: string;
}

export interface WorkableMember {
  id: string;
  name: string;
}

export interface WorkableEmulator {
  url: string;
  subdomain: string;
  /** The account token: the API's bearer token and the key web hooks are signed with. */
  token: string;
  member: WorkableMember;
  stages: WorkableStage[];
  /** The account's jobs (GET /jobs); a candidate's shortcode names one. */
  jobs: { id: string; shortcode: string; title: string; state: "published" | "draft" | "closed" | "archived" }[];
  /** Scopes the token was not given ("r_jobs", "r_candidates", "w_candidates"): calls needing them answer 403. */
  deniedScopes: Set<string>;
  candidates: Map<string, WorkableCandidate>;
  disqualificationReasons: { id: string; description: string; candidate_withdrew: boolean; position: number }[];
  subscriptions: WorkableSubscription[];
  /** The comments' attachments, by the file id their comment names (the last 50). */
  fileContents: FileStore;
  faults: Faults;
  /** Requests in one 10-second interval before a 429 (Workable's account tokens: 10); a large number by default. */
  rateLimitPer10s: number;
  /** Requests as received: method, path, query, JSON body, status answered. */
  calls: RequestLogEntry[];
  /** A candidate for the job `shortcode`, at the stage `stage` (a slug; "applied" unless given). */
  addCandidate(input: { shortcode: string; name: string; email: string; stage?: string }): WorkableCandidate;
  /** Moves the candidate (stage by name or slug) and posts the candidate_moved web hook; answers the status. */
  sendStageChange(target: string, candidateId: string, stage: string, options?: { secret?: string }): Promise<number>;
  /**
   * Moves the candidate (stage by name or slug) and posts the candidate_moved web hook to every subscription the move
   * matches, as Workable does; answers each delivery's status (none without a matching subscription).
   */
  moveAndNotify(candidateId: string, stage: string): Promise<number[]>;
  close(): Promise<void>;
}

/** The seeded jobs' titles by shortcode (a candidate's job names one); the last is closed. */
export const jobTitles = new Map([
  ["BE01", "Backend Engineer"],
  ["DA02", "Data Analyst"],
  ["OM09", "Office Manager"],
]);

type Account = Pick<WorkableEmulator, "subdomain" | "stages" | "jobs">;

/** The candidate as GET /candidates lists it (the reduced v3 JSON; `stage` is the slug). */
export const listed = (c: WorkableCandidate, { subdomain, stages, jobs }: Account) => ({
  id: c.id,
  name: `${c.firstname} ${c.lastname}`,
  firstname: c.firstname,
  lastname: c.lastname,
  headline: null,
  account: { subdomain, name: "Emulated account" },
  job: { shortcode: c.shortcode, title: jobs.find((j) => j.shortcode === c.shortcode)?.title ?? `Job ${c.shortcode}` },
  stage: c.stage,
  stage_kind: stages.find((s) => s.slug === c.stage)?.kind ?? null,
  disqualified: c.disqualified,
  disqualification_reason: null,
  sourced: false,
  profile_url: `https://${subdomain}.workable.com/backend/candidates/${c.id}`,
  email: c.email,
  domain: null,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
});

/** The candidate as GET /candidates/:id and the web hooks give it (`stage` is the stage's name). */
export const detailed = (c: WorkableCandidate, account: Account) => ({
  ...listed(c, account),
  stage: account.stages.find((s) => s.slug === c.stage)?.name ?? c.stage,
  disqualified_at: c.disqualified ? c.updatedAt : null,
  cover_letter: null,
  summary: null,
  phone: null,
  address: null,
});
