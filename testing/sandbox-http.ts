/**
 * A deliberately plain client of the sandbox's public and control API for the bench's own set-up and checks
 * (the measured paths use the app's real client or the browser). Retries 429 and 5xx a bounded number of
 * times, so set-up survives the very faults some measures inject.
 */
export interface SandboxHttp {
  json<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T>;
}

export function sandboxHttp(baseUrl: string, apiKey: string, { attempts = 8 } = {}): SandboxHttp {
  return {
    async json<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
      let last = "";
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { "x-api-key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        const text = await response.text();
        if (response.ok) return JSON.parse(text) as T;
        last = `${method} ${path}: ${response.status} ${text.slice(0, 300)}`;
        if (response.status !== 429 && response.status < 500) break;
        const retryAfter = Number(response.headers.get("retry-after")) || 0;
        await new Promise((r) => setTimeout(r, Math.max(retryAfter * 1000, 100 * 2 ** attempt)));
      }
      throw new Error(last);
    },
  };
}

/** Runs `work` over `items` with at most `concurrency` in flight; the loop is bounded by the list. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
