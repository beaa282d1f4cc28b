import type { AssessmentStatus } from "@/lib/api-contract/statuses";
import type { Random } from "@/lib/utils/seeded-random";
import type { ExternalResourceMode, ScoringCategory } from "../rubrics";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface SeedCandidate {
  id: string;
  createdAt: Date;
}

export interface SeedProblem {
  id: string;
  type: string;
  duration: number;
  scoringCategories: ScoringCategory[];
  externalResourceMode: ExternalResourceMode;
  previousMode?: ExternalResourceMode;
  supportedLocales: string[];
  expirationDays: number | null;
  status: string;
  popularity: number;
}

export interface DemoScreen {
  candidateId: string;
  problem: SeedProblem;
  status: AssessmentStatus;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  externalResourceMode: ExternalResourceMode;
  spokenLocale: string;
}

function weighted<T extends { popularity: number }>(random: Random, items: T[]): T {
  const total = items.reduce((s, i) => s + i.popularity, 0);
  let roll = random.next() * total;
  for (const item of items) if ((roll -= item.popularity) < 0) return item;
  return items[items.length - 1]!;
}

const between = (random: Random, from: number, to: number) =>
  new Date(from + Math.floor(random.next() * Math.max(0, to - from)));

/**
 * About `count` screens over the candidates, in every state: completed and expired ones in the past, in
 * progress and unstarted ones recent enough to be live. Roughly one candidate in seven gets none (Not
 * Assigned), and a pair never has two unstarted screens. Archived problems only carry finished history.
 */
export function demoScreens(
  random: Random,
  candidates: SeedCandidate[],
  problems: SeedProblem[],
  count: number,
  now: Date,
  defaultExpirationDays: number,
): DemoScreen[] {
  const issuable = problems.filter((p) => p.status !== "Creating" && p.popularity > 0);
  const assigned = candidates.filter(() => random.chance(0.86));
  const unstartedPairs = new Set<string>();
  const screens: DemoScreen[] = [];
  const t = now.getTime();
  for (let i = 0; i < count && assigned.length; i++) {
    const candidate = random.pick(assigned);
    const problem = weighted(random, issuable);
    const roll = random.next();
    let status: AssessmentStatus =
      roll < 0.47 ? "Completed" : roll < 0.67 ? "Expired" : roll < 0.77 ? "In Progress" : "Not Started";
    if (problem.status === "Archived" && (status === "Not Started" || status === "In Progress")) status = "Completed";
    const pair = `${candidate.id}:${problem.id}`;
    if (status === "Not Started" && unstartedPairs.has(pair)) status = "Expired";
    const validDays = problem.expirationDays ?? defaultExpirationDays;
    const earliest = candidate.createdAt.getTime() + HOUR;
    let createdAt: Date;
    // Unstarted screens keep at least six hours of validity, so none expires while a test run reads them.
    if (status === "Not Started")
      createdAt = between(random, Math.max(earliest, t - Math.min(validDays * DAY - 6 * HOUR, 6 * DAY)), t - HOUR);
    else if (status === "In Progress")
      createdAt = between(random, Math.max(earliest, t - Math.min(validDays, 6) * DAY), t - HOUR);
    else createdAt = between(random, earliest, Math.max(earliest + 12 * HOUR, t - (validDays + 1) * DAY));
    if (createdAt.getTime() > t - HOUR) createdAt = new Date(t - HOUR);
    const expiresAt = new Date(createdAt.getTime() + validDays * DAY);
    if (status === "Expired" && expiresAt.getTime() > t) status = "Completed";
    let startedAt: Date | null = null;
    let completedAt: Date | null = null;
    if (status === "In Progress")
      startedAt = new Date(Math.max(createdAt.getTime(), t - random.int(5, problem.duration - 1) * 60_000));
    if (status === "Completed") {
      startedAt = between(random, createdAt.getTime() + 10 * 60_000, Math.min(expiresAt.getTime(), t) - 2 * HOUR);
      completedAt = new Date(startedAt.getTime() + problem.duration * 60_000);
    }
    if (status === "Not Started") unstartedPairs.add(pair);
    const olderMode = problem.previousMode && createdAt.getTime() < t - 45 * DAY;
    screens.push({
      candidateId: candidate.id,
      problem,
      status,
      createdAt,
      startedAt,
      completedAt,
      expiresAt,
      externalResourceMode: olderMode ? problem.previousMode! : problem.externalResourceMode,
      spokenLocale: problem.supportedLocales.includes("fr") && random.chance(0.3) ? "fr" : "en",
    });
  }
  return screens.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
