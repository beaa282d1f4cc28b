"use client";

import { useEffect, useState } from "react";

/** When the notice appears: a page that takes this long is waiting on something. */
const noticeAfterMs = 10_000;
/** When a page still loading is loaded again, once: a client navigation can stall in the router (see below). */
const reloadAfterMs = 45_000;
const reloadedKey = "slow-load-reloaded";

/** The notice mounted first: a page with a parallel route shows two skeletons, and one notice is enough. */
let shown: symbol | null = null;

/**
 * Says so when a page has been loading for a while, with a way out. The server bounds its own waits on the
 * service (lib/screening-api: 20 s, then the page explains), so a page still loading after 45 s is a client
 * navigation that stalled in the router (Next.js can leave a soft navigation on its loading state when a
 * router.refresh() crosses it): the page is then loaded again in full, once per address and minute, so a
 * reader never stays on a skeleton.
 */
export function SlowLoadNotice() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const self = Symbol("slow-load-notice");
    if (shown) return;
    shown = self;
    const notice = setTimeout(() => setSlow(true), noticeAfterMs);
    const reload = setTimeout(() => {
      const here = window.location.href;
      const last = JSON.parse(sessionStorage.getItem(reloadedKey) ?? "null") as { url: string; at: number } | null;
      if (last?.url === here && Date.now() - last.at < 60_000) return;
      sessionStorage.setItem(reloadedKey, JSON.stringify({ url: here, at: Date.now() }));
      window.location.reload();
    }, reloadAfterMs);
    return () => {
      shown = null;
      clearTimeout(notice);
      clearTimeout(reload);
    };
  }, []);
  if (!slow) return null;
  return (
    <p className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
      This is taking longer than usual: the dashboard may be waiting on the screening service.
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Load the page again
      </button>
    </p>
  );
}
