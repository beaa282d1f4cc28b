import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";

/** The tones, styled in app/globals.css (a badge sits on every row of long lists). */
const tones = {
  neutral: "badge-neutral",
  warning: "badge-warning",
  danger: "badge-danger",
  success: "badge-success",
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return <span className={cn("badge", tones[tone], className)} {...props} />;
}
