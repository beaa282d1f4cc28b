"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";
import { textLinkClass } from "./link-styles";

const sizes = { sm: "text-sm", xs: "text-xs" } as const;
const weights = { medium: "font-medium", semibold: "font-semibold" } as const;

export type TextLinkProps = ComponentProps<typeof Link> & {
  size?: keyof typeof sizes;
  weight?: keyof typeof weights;
  /** An identifier shown as code. */
  mono?: boolean;
};

/**
 * A link in running text or a table: indigo, underlined on hover. It prefetches its page when the reader shows
 * they may follow it (pointer over it, a touch, keyboard focus), not when it scrolls into view: a list or an
 * overview shows dozens of these, and prefetching each one as the page loads cost the phone's main thread and the
 * server a render per link for pages nobody opened. A `prefetch` given by the caller is kept as given.
 */
export function TextLink({ size, weight, mono = false, className, prefetch, ...props }: TextLinkProps) {
  const [intent, setIntent] = useState(false);
  const onIntent = () => setIntent(true);
  return (
    <Link
      className={cn(className, mono && "font-mono", size && sizes[size], weight && weights[weight], textLinkClass)}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      {...props}
    />
  );
}
