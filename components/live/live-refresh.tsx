"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

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
  useEffect(() => {
    const watched = JSON.parse(key) as Watched[];
    // With the render time, the server first sends what changed between the render and this stream opening.
    const source = new EventSource(renderedAt ? `/api/live?since=${renderedAt}` : "/api/live");
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.onmessage = (event) => {
      const change = JSON.parse(event.data as string) as Watched;
      if (!watched.some((w) => w.topic === change.topic && (!w.id || change.id === "*" || w.id === change.id))) return;
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        router.refresh();
      }, everyMs);
    };
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [key, router, everyMs, renderedAt]);
  return null;
}
