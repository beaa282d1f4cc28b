import { execFileSync } from "node:child_process";
import { percentile } from "../support/stats";

export interface SandboxPageFigures {
  page: number;
  p50Ms: number;
  p95Ms: number;
  totalItems: number;
}

/**
 * `GET /api/public/assessments?pageSize=1000` as a client gets it, at the first, middle and last page: 10 sequential
 * requests each after a warm-up, to the last byte. Paging must not cost more the further it goes.
 */
export async function measureSandboxPages(baseUrl: string, apiKey: string): Promise<SandboxPageFigures[]> {
  const get = async (page: number) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/public/assessments?page=${page}&pageSize=1000`, {
      headers: { "x-api-key": apiKey },
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as { assessments: unknown[]; pagination: { totalItems: number } };
    if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
    return { ms: performance.now() - started, totalItems: body.pagination.totalItems, items: body.assessments.length };
  };
  const { totalItems } = await get(1);
  const last = Math.max(1, Math.ceil(totalItems / 1000));
  const figures: SandboxPageFigures[] = [];
  for (const page of [...new Set([1, Math.ceil(last / 2), last])]) {
    await get(page);
    const samples = [];
    for (let i = 0; i < 10; i++) samples.push(await get(page));
    if (samples.some((s) => s.items === 0)) throw new Error(`page ${page} of ${last} came back empty`);
    const times = samples.map((s) => s.ms);
    figures.push({ page, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), totalItems });
  }
  return figures;
}

/** Resident memory of each process in a process group, in MB (Linux `ps`). */
function groupRss(processGroup: number): number[] {
  try {
    const out = execFileSync("ps", ["-o", "rss=", "-g", String(processGroup)], { encoding: "utf8" });
    return out
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((kb) => kb > 0)
      .map((kb) => kb / 1024);
  } catch {
    return [];
  }
}

/**
 * Samples the app server's memory every half second until stopped: the largest resident size any one process of
 * its group reached (the Next.js server; the launcher beside it is small).
 */
export function sampleServerMemory(processGroup: number) {
  let peakMb = 0;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, ...groupRss(processGroup));
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(peakMb);
    },
  };
}
