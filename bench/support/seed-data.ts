import { pool, type SandboxHttp } from "../../testing/sandbox-http";
import { countCandidates, insertBenchRows } from "../../testing/seed-sql";

interface Page {
  assessments: { identifier: string; candidateId: string; problemId: string; status: string }[];
  pagination: { totalItems: number; totalPages: number };
}
interface ProblemBody {
  problem: { id: string; status?: string; testMode?: boolean; isFromServiceTestBank?: boolean; type?: string };
}

export interface BenchData {
  candidates: number;
  assessments: number;
  /** Ready problems: the first holds the seeded screens, the second is left free for the bulk measure. */
  problems: string[];
  /** Bench-created candidates without a screen of problems[1], for the bulk measure. */
  freeCandidates: string[];
  /** A completed screen, for the results page. */
  completedInterviewId: string;
  /** Up to eight completed screens, for people reading several result pages. */
  completedInterviewIds: string[];
  seconds: number;
  /** How the rows were made: through the public API, or inserted with SQL (bench-only, see seed-sql.ts). */
  seededWith: "api" | "sql";
}

async function allAssessments(http: SandboxHttp) {
  const first = await http.json<Page>("GET", "/api/public/assessments?page=1&pageSize=1000");
  const rest = await pool(
    Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => i + 2),
    4,
    (page) => http.json<Page>("GET", `/api/public/assessments?page=${page}&pageSize=1000`),
  );
  return [first, ...rest].flatMap((p) => p.assessments);
}

async function createThroughApi(http: SandboxHttp, candidates: number, screens: number, problemId: string) {
  const created = await pool(
    Array.from({ length: candidates }, (_, i) => i),
    8,
    async (i) => {
      const n = String(i + 1).padStart(5, "0");
      const body = { name: `Bench Candidate ${n}`, email: `bench-${n}@bench.example` };
      const { identifier } = await http.json<{ identifier: string }>("POST", "/api/public/candidates", body);
      return identifier;
    },
  );
  await pool(created.slice(0, screens), 8, (candidateIdentifier) =>
    http.json("POST", "/api/public/assessments", { candidateIdentifier, problemId, shouldSendEmail: false }),
  );
  return created;
}

/**
 * Brings the organization to `target` candidates and `target` assessments: through the public API, as a client
 * would (the bench server gets a raised rate limit for this), or with SQL (`databaseUrl` given). Each new
 * candidate gets at most one screen of one Ready problem, so the API's one-unstarted-screen-per-pair rule
 * never refuses one.
 */
export async function seedBenchData(
  http: SandboxHttp,
  target: number,
  log: (line: string) => void,
  sql?: { databaseUrl: string },
): Promise<BenchData> {
  const started = performance.now();
  const existing = await allAssessments(http);
  const { candidates: existingCandidates } = await http.json<{ candidates: { identifier: string }[] }>(
    "GET",
    "/api/public/candidates",
  );
  const problemIds = [...new Set(existing.map((a) => a.problemId))].sort();
  const problems = await pool(problemIds, 4, (id) => http.json<ProblemBody>("GET", `/api/public/problems/${id}`));
  const ready = problems
    .map((p) => p.problem)
    .filter((p) => p.status === "Ready" && !p.testMode && !p.isFromServiceTestBank)
    .map((p) => p.id);
  if (ready.length < 2) throw new Error(`The sandbox has ${ready.length} ready problems; the bench needs two.`);
  const [seedProblem, freeProblem] = ready as [string, string];
  const completedIds = existing.filter((a) => a.status === "Completed").map((a) => a.identifier);
  const completed = completedIds[0];
  if (!completed) throw new Error("The sandbox has no completed screen for the results page.");

  const newCandidates = Math.max(0, target - existingCandidates.length);
  const screensToIssue = Math.max(0, target - existing.length);
  if (screensToIssue > newCandidates)
    throw new Error(`Only ${newCandidates} new candidates for ${screensToIssue} screens.`);
  log(
    `seeding ${newCandidates} candidates and ${screensToIssue} screens ${sql ? "with SQL (bench-only)" : "through the public API"}…`,
  );
  const created = sql
    ? await insertBenchRows(sql.databaseUrl, {
        organizationCandidateId: existingCandidates[0]!.identifier,
        templateScreenProblemId: seedProblem,
        candidates: newCandidates,
        screens: screensToIssue,
      })
    : await createThroughApi(http, newCandidates, screensToIssue, seedProblem);
  const check = await http.json<Page>("GET", "/api/public/assessments?page=1&pageSize=1");
  // At a million the list is some 150 MB: the bench counts its rows instead of holding them (the app streams it).
  const candidates = sql
    ? await countCandidates(sql.databaseUrl, existingCandidates[0]!.identifier)
    : (await http.json<{ candidates: unknown[] }>("GET", "/api/public/candidates")).candidates.length;
  return {
    candidates,
    assessments: check.pagination.totalItems,
    problems: [seedProblem, freeProblem],
    freeCandidates: created,
    completedInterviewId: completed,
    completedInterviewIds: completedIds.slice(0, 8),
    seconds: (performance.now() - started) / 1000,
    seededWith: sql ? "sql" : "api",
  };
}
