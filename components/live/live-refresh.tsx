"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";

/** How long after the reader follows a link no refresh starts (the next page has loaded by then, or said why not). */
const navigationQuietMs = 15_000;

interface Watched {
  topic: string;
  id?: string;
}

/**
 * Re-renders the page (router.refresh, keeping client state) when the server announces a change to what it
 * shows: at most one refresh per `everyMs`, so a steady stream of changes (a running bulk job, a reconcile
 * writing page after page) still shows without re-rendering a list for every row. A change with id `*`
 * concerns many rows and matches every watcher of its topic. `renderedAt` (the server's Date.now() when it
 * rendered the page) makes the stream start with the changes the page missed before it opened.
 */
export function LiveRefresh({
  watch,
  everyMs = 500,
  renderedAt,
}: {
  watch: Watched[];
  everyMs?: number;
  renderedAt?: number;
}) {
  const router = useRouter();
  const key = JSON.stringify(watch);
  // What is watched changes as the page does (a new screen on a candidate's page): the open stream reads it here
  // instead of being reopened, which would lose a change made in between.
  const watchedRef = useRef<Watched[]>([]);
  useEffect(() => {
    watchedRef.current = JSON.parse(key) as Watched[];
  }, [key]);
  useEffect(() => {
    // With the render time, the server first sends what changed between the render and this stream opening.
    const source = new EventSource(renderedAt ? `/api/live?since=${renderedAt}` : "/api/live");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let navigatedAt = -Infinity;
    // A refresh that crosses a navigation can leave the router on the next page's loading state (a Next.js bug):
    // once the reader follows a link, this page stops refreshing; it is being left.
    const onNavigate = () => {
      navigatedAt = Date.now();
      clearTimeout(timer);
      timer = undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) onNavigate();
    };
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("popstate", onNavigate);
    source.onmessage = (event) => {
      const change = JSON.parse(event.data as string) as Watched;
      if (
        !watchedRef.current.some((w) => w.topic === change.topic && (!w.id || change.id === "*" || w.id === change.id))
      )
        return;
      if (timer || Date.now() - navigatedAt < navigationQuietMs) return;
      timer = setTimeout(() => {
        timer = undefined;
        router.refresh();
      }, everyMs);
    };
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("popstate", onNavigate);
      source.close();
    };
  }, [router, everyMs, renderedAt]);
  return null;
}
