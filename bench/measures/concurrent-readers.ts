import { percentile } from "../support/stats";

export interface ConcurrentReadersFigures {
  people: number;
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
  /** p50 per path kind (the list or "/results/…"), to see which page a change helped. */
  byPage: Record<string, { count: number; p50Ms: number; p95Ms: number }>;
}

interface Sample {
  path: string;
  ms: number;
}

const kindOf = (path: string) => (path.startsWith("/results/") ? "/results/…" : path.split("?")[0]!);

/**
 * One person: reads `paths` in turn (each starting at a different place) with no pause between pages, each to its
 * last byte, until `until`. A non-200 or a network error counts as an error, not a sample.
 */
async function reader(baseUrl: string, cookie: string, paths: string[], offset: number, until: number) {
  const samples: Sample[] = [];
  let errors = 0;
  for (let i = offset; performance.now() < until; i++) {
    const path = paths[i % paths.length]!;
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { cookie },
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) samples.push({ path, ms: performance.now() - started });
      else errors++;
    } catch {
      errors++;
    }
  }
  return { samples, errors };
}

/**
 * Measure 15: `cookies.length` signed-in people reading lists and result pages at once, with no pause, for
 * `seconds` after a warm-up of `warmupSeconds` (whose pages are not counted): the pages a second the server
 * served to their last byte, and each page's latency (p50, p95) as the people saw it.
 */
export async function measureConcurrentReaders(
  baseUrl: string,
  cookies: string[],
  paths: string[],
  { seconds = 30, warmupSeconds = 5 } = {},
): Promise<ConcurrentReadersFigures> {
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  await Promise.all(cookies.map((cookie, i) => reader(baseUrl, cookie, paths, i, warmupEnd)));
  const started = performance.now();
  const runs = await Promise.all(
    cookies.map((cookie, i) => reader(baseUrl, cookie, paths, i, started + seconds * 1000)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const samples = runs.flatMap((r) => r.samples);
  const times = samples.map((s) => s.ms);
  const byPage: ConcurrentReadersFigures["byPage"] = {};
  for (const kind of new Set(samples.map((s) => kindOf(s.path)))) {
    const of = samples.filter((s) => kindOf(s.path) === kind).map((s) => s.ms);
    byPage[kind] = { count: of.length, p50Ms: percentile(of, 50), p95Ms: percentile(of, 95) };
  }
  return {
    people: cookies.length,
    seconds: elapsed,
    pages: samples.length,
    pagesPerSecond: samples.length / elapsed,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    byPage,
  };
}
