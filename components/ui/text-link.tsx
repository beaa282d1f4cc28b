"use client";

import type { ComponentProps } from "react";
import { Link } from "./link";
import { LinkPending } from "./link-pending";
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
 * A link in running text or a table: indigo, underlined on hover. It prefetches its page on intent, as every `Link`
 * does. Once followed, it shows a spinner after its text until the page is there.
 */
export function TextLink({ size, weight, mono = false, className, children, ...props }: TextLinkProps) {
  return (
    <Link
      className={cn(className, mono && "font-mono", size && sizes[size], weight && weights[weight], textLinkClass)}
      {...props}
    >
      {children}
      <LinkPending />
    </Link>
  );
}
