"use client";

import type Link from "next/link";
import { useState, type ComponentProps } from "react";

type Prefetch = ComponentProps<typeof Link>["prefetch"];

/**
 * A link's `prefetch` and handlers so that it prefetches its page when the reader shows they may follow it (pointer
 * over it, a touch, keyboard focus), not when it scrolls into view: a page shows dozens of links, and prefetching
 * each as the page loads cost the phone's main thread and the server a render per link for pages nobody opened. A
 * `given` prefetch is kept as given.
 */
export function usePrefetchOnIntent(given?: Prefetch) {
  const [intent, setIntent] = useState(false);
  const onIntent = () => setIntent(true);
  return {
    prefetch: given !== undefined ? given : intent ? null : false,
    onPointerEnter: onIntent,
    onTouchStart: onIntent,
    onFocus: onIntent,
  };
}
