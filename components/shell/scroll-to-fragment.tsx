"use client";

import { useEffect } from "react";

/** How long the page may still grow above the element (another part streaming in) before it is left where it is. */
const SETTLE_MS = 3000;

/**
 * Brings the element the URL's fragment names into view when this mounts, if its id starts with `prefix`, and keeps it
 * there while the page settles: for a part of a page that streams in apart from the rest. Next.js scrolls to a fragment
 * as the page commits, before such a part is there, and a part above it that arrives later pushes it down again, so a
 * request opened from "Waiting for you" (`/results/…#flag-…`) showed a phone the report, its flag and "Agree" far
 * below. The reader's own scroll, tap or key ends it at once.
 */
export function ScrollToFragment({ prefix }: { prefix: string }) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith(prefix)) return;
    const bring = () => {
      const element = document.getElementById(id);
      if (!element) return;
      const { top, bottom } = element.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: "start" });
    };
    bring();
    const growth = new ResizeObserver(bring);
    growth.observe(document.body);
    const events = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
    const stop = () => {
      growth.disconnect();
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const event of events) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [prefix]);
  return null;
}
