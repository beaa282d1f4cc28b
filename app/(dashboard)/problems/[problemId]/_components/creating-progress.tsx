"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { QueryProvider } from "@/components/query/query-provider";
import { checkProblemStatusAction } from "../actions";

/** Every 2 s for the first minute, then every 10 s: creation usually takes moments, but may take longer. */
const pollDelay = (elapsedMs: number) => (elapsedMs < 60_000 ? 2000 : 10_000);

/**
 * Shown while a problem is Creating: asks for its status every few seconds and, once it has moved on, renders
 * the page again from the server (no full reload) so the generated summaries and categories appear.
 */
export function CreatingProgress({ problemId }: { problemId: string }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const query = useQuery({
    queryKey: ["problem", problemId, "status"],
    queryFn: async () => {
      const result = await checkProblemStatusAction({ problemId });
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    initialData: { status: "Creating" as string | null },
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data?.status === "Creating" ? pollDelay(Date.now() - startedAt) : false),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const status = query.data.status;
  const done = status !== "Creating";

  useEffect(() => {
    if (done) startRefresh(() => router.refresh());
  }, [done, router]);

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  const seconds = Math.round((now - startedAt) / 1000);
  return (
    <section
      aria-labelledby="creating-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h2 id="creating-heading" className="font-semibold">
        {done ? "Ready" : "Creating…"}
      </h2>
      <ol className="mt-3 flex items-center gap-3 text-sm" aria-label="Progress">
        <li className="flex items-center gap-2" aria-current={done ? undefined : "step"}>
          <span
            className={`size-2.5 rounded-full ${done ? "bg-emerald-500" : "animate-pulse bg-amber-500"}`}
            aria-hidden
          />
          Creating
        </li>
        <li aria-hidden className="h-px w-10 bg-zinc-300 dark:bg-zinc-700" />
        <li className="flex items-center gap-2" aria-current={done ? "step" : undefined}>
          <span
            className={`size-2.5 rounded-full ${done ? "bg-emerald-500" : "bg-zinc-300 dark:bg-zinc-700"}`}
            aria-hidden
          />
          Ready
        </li>
      </ol>
      <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300" role="status" aria-live="polite">
        {done
          ? refreshing
            ? `The problem is ${status ?? "ready"}. Loading it…`
            : `The problem is ${status ?? "ready"}.`
          : `The service is generating the problem from the job description (${seconds} s so far). This page updates by itself.`}
      </p>
      {query.isError && !done && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400" role="alert">
          Could not check the status: {query.error.message} Still trying.
        </p>
      )}
    </section>
  );
}

/** The progress with the TanStack Query client it polls through. */
export function CreatingProgressWithQuery({ problemId }: { problemId: string }) {
  return (
    <QueryProvider>
      <CreatingProgress problemId={problemId} />
    </QueryProvider>
  );
}
