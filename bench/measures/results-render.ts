import { percentile } from "../support/stats";

export interface RenderFigures {
  requests: number;
  resultsP50Ms: number;
  resultsP95Ms: number;
  healthP50Ms: number;
  healthP95Ms: number;
  connectionResets: number;
}

async function get(url: string, cookie?: string) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Wall time of `count` sequential GETs, each read to the last byte; any non-200 stops the measure. A pooled
 * connection the server closed just as it was reused fails before the request reaches the app: that attempt
 * is discarded and sent again (at most `count` times in all), and reported.
 */
async function sample(url: string, count: number, cookie?: string, resets = { count: 0 }) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    try {
      times.push(await get(url, cookie));
    } catch (error) {
      if (!(error instanceof TypeError) || resets.count >= count) throw error;
      resets.count++;
      i--;
    }
  }
  return times;
}

/**
 * Measure 4: the results page rendered on the server for a signed-in user (HTML to its last byte) against
 * /api/health on the same server, `count` sequential requests each after a short warm-up, so the two share the
 * machine's state. Sequential on purpose: this is one user's latency, not the server's throughput.
 */
export async function measureResultsRender(
  baseUrl: string,
  interviewId: string,
  cookie: string,
  count = 200,
): Promise<RenderFigures> {
  const page = `${baseUrl}/results/${encodeURIComponent(interviewId)}`;
  const health = `${baseUrl}/api/health`;
  const resets = { count: 0 };
  await sample(page, 10, cookie, resets);
  await sample(health, 10, undefined, resets);
  const results = await sample(page, count, cookie, resets);
  const healths = await sample(health, count, undefined, resets);
  return {
    requests: count,
    resultsP50Ms: percentile(results, 50),
    resultsP95Ms: percentile(results, 95),
    healthP50Ms: percentile(healths, 50),
    healthP95Ms: percentile(healths, 95),
    connectionResets: resets.count,
  };
}
