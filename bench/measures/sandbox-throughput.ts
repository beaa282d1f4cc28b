import { median } from "../support/stats";

export interface ThroughputFigures {
  concurrency: number;
  requestsPerRound: number;
  rounds: number;
  sandboxPath: string;
  sandboxRps: number;
  baselineRps: number;
}

/** Requests per second of `total` GETs with `concurrency` in flight; every answer must be a 200. */
async function burst(url: string, headers: Record<string, string>, total: number, concurrency: number) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

/**
 * Measure 6: a sandbox GET (one assessment: key check, rate limit, fault settings, database read, JSON) against
 * the bare static-JSON handler, in alternating rounds so background load on the machine hits both alike; the
 * medians are compared. The organization's rate limit must be above what this sends.
 */
export async function measureSandboxThroughput(
  baseUrl: string,
  apiKey: string,
  interviewId: string,
  { concurrency = 8, total = 1000, rounds = 3 } = {},
): Promise<ThroughputFigures> {
  const sandboxPath = `/api/public/assessments/${interviewId}`;
  const sandbox = `${baseUrl}${sandboxPath}`;
  const baseline = `${baseUrl}/api/sandbox/bench-baseline`;
  const key = { "x-api-key": apiKey };
  await burst(sandbox, key, 100, concurrency);
  await burst(baseline, {}, 100, concurrency);
  const sandboxRates: number[] = [];
  const baselineRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baselineRates.push(await burst(baseline, {}, total, concurrency));
    sandboxRates.push(await burst(sandbox, key, total, concurrency));
  }
  return {
    concurrency,
    requestsPerRound: total,
    rounds,
    sandboxPath: "/api/public/assessments/{id}",
    sandboxRps: median(sandboxRates),
    baselineRps: median(baselineRates),
  };
}
