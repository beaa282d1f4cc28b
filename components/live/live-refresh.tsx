"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

interface Watched {
  topic: string;
  id?: string;
}

/**
 * Re-renders the page (router.refresh, keeping client state) when the server announces a change to what it
 * shows: at most one refresh per half second, so a steady stream of changes (a running bulk job) still shows.
 */
export function LiveRefresh({ watch }: { watch: Watched[] }) {
  const router = useRouter();
  const key = JSON.stringify(watch);
  useEffect(() => {
    const watched = JSON.parse(key) as Watched[];
    const source = new EventSource("/api/live");
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.onmessage = (event) => {
      const change = JSON.parse(event.data as string) as Watched;
      if (!watched.some((w) => w.topic === change.topic && (!w.id || w.id === change.id))) return;
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        router.refresh();
      }, 500);
    };
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [key, router]);
  return null;
}
