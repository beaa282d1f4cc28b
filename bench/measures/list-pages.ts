import { percentile } from "../support/stats";

export interface ListPageFigures {
  path: string;
  p50Ms: number;
  p95Ms: number;
  htmlKb: number;
  /** Screening API calls the app made per view, counted by its own client. */
  apiCallsPerView: number;
}

async function apiAttempts(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/sandbox/bench-counters`);
  if (!response.ok) throw new Error(`bench counters: ${response.status} (is BENCH_ENDPOINTS=on?)`);
  return ((await response.json()) as { apiAttempts: number }).apiAttempts;
}

/**
 * A list page as a signed-in user gets it: `count` sequential GETs of the full HTML (to its last byte) after a
 * warm-up, the size of one, and how many calls to the screening API the app made while serving them.
 */
export async function measureListPage(
  baseUrl: string,
  path: string,
  cookie: string,
  count = 20,
): Promise<ListPageFigures> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 3; i++) await get();
  const before = await apiAttempts(baseUrl);
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await get());
  const calls = (await apiAttempts(baseUrl)) - before;
  const times = samples.map((s) => s.ms);
  return {
    path,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    htmlKb: Math.round((samples[0]!.bytes / 1024) * 10) / 10,
    apiCallsPerView: calls / count,
  };
}
