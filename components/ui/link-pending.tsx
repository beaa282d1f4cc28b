"use client";

import { useLinkStatus } from "next/link";

/**
 * Inside a link: a small spinner while the page it opens is on its way. The list and result pages have no loading
 * skeleton (docs/performance.md), so the page stays until the next one is rendered, and this says the click was taken.
 * It appears after 150 ms (`.link-pending` in app/globals.css), so a quick navigation does not flash.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden className="link-pending" /> : null;
}
