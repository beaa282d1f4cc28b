import { createRandom, type Random } from "@/lib/utils/seeded-random";
import { explainCategory } from "./scoring-explanations";

/** Input of {@link scoreScreen}: the problem as the candidate took it. */
export interface ScoreScreenInput {
  /** Stable per screen (e.g. the interview identifier); same seed, same result. */
  seed: string;
  problemType: string;
  durationMinutes: number;
  categories: { title: string; weight: number; rubric: string }[];
}

export interface CategoryScore {
  key: string;
  name: string;
  /** 0 to 100, integer. */
  score: number;
  explanation: string;
}

export interface ScreenScore {
  /** Weight-weighted mean of the category scores, one decimal; null for an ungraded video screen. */
  score: number | null;
  analysis: CategoryScore[] | null;
  completion_time_seconds: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Box–Muller on the seeded generator: abilities cluster around the mean like real cohorts do. */
function normal(random: Random, mean: number, sd: number): number {
  const u = Math.max(random.next(), 1e-12);
  const v = random.next();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** URL- and key-safe slug of a title: "Code Quality & Tests" → "code-quality-tests". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function uniqueKeys(titles: string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title, index) => {
    const base = slugify(title) || `category-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/**
 * Weighted mean rounded to one decimal. Weights are relative, so 0.4/0.6 and 40/60 agree; negative weights
 * count as zero and all-zero weights fall back to a plain mean rather than dividing by zero.
 */
export function weightedScore(items: { score: number; weight: number }[]): number | null {
  if (items.length === 0) return null;
  const weights = items.map((item) => (Number.isFinite(item.weight) ? Math.max(0, item.weight) : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const mean =
    total > 0
      ? items.reduce((sum, item, i) => sum + item.score * (weights[i] ?? 0), 0) / total
      : items.reduce((sum, item) => sum + item.score, 0) / items.length;
  return Math.round(mean * 10) / 10;
}

/** Most candidates use 50–100% of the time; a few finish early (or give up). */
function completionSeconds(random: Random, durationMinutes: number): number {
  const limit = Math.max(1, Math.round(durationMinutes * 60));
  const fraction = random.chance(0.88) ? 0.5 + random.next() * 0.5 : 0.2 + random.next() * 0.3;
  return clamp(Math.round(limit * fraction), 1, limit);
}

/**
 * The time the candidate spends on a screen, as its results will report it: the lifecycle plans the
 * submission with it, so `completion_time_seconds` and the moment the screen completes agree.
 */
export function completionTimeSeconds(seed: string, durationMinutes: number): number {
  return completionSeconds(createRandom(`score:${seed}`), durationMinutes);
}

/**
 * Deterministic results for one completed screen: per-category scores around a per-candidate ability, the
 * aggregate consistent with the category weights, and a completion time within the duration.
 */
export function scoreScreen(input: ScoreScreenInput): ScreenScore {
  const random = createRandom(`score:${input.seed}`);
  const completion_time_seconds = completionSeconds(random, input.durationMinutes);
  if (input.problemType === "video-screen") return { score: null, analysis: null, completion_time_seconds };

  const ability = normal(random, 70, 14);
  if (input.categories.length === 0) {
    return { score: Math.round(clamp(ability, 5, 99) * 10) / 10, analysis: [], completion_time_seconds };
  }
  const keys = uniqueKeys(input.categories.map((c) => c.title));
  const analysis = input.categories.map((category, index) => {
    const score = Math.round(clamp(normal(random, ability, 11), 5, 99));
    return {
      key: keys[index] ?? `category-${index + 1}`,
      name: category.title,
      score,
      explanation: explainCategory(random, category, score),
    };
  });
  const score = weightedScore(analysis.map((a, i) => ({ score: a.score, weight: input.categories[i]?.weight ?? 0 })));
  return { score, analysis, completion_time_seconds };
}
