"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The dashboard's link (next/link), which prefetches its page when the reader shows they may follow it (pointer over
 * it, a touch, keyboard focus), not when it scrolls into view: a page shows dozens of links, and prefetching each as
 * the page loads cost the phone's main thread and the server a render per link, during the page's own hydration, for
 * pages nobody opened. A `prefetch` given is kept as given ("auto" for links worth having ready, such as a reviewer's
 * next result; `false` for a list's rows). ESLint sends every other import of next/link here.
 */
export function Link(props: LinkProps) {
  return props.prefetch === undefined ? <LinkPrefetchedOnIntent {...props} /> : <NextLink {...props} />;
}

function LinkPrefetchedOnIntent({ onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
