import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

const tones = {
  warning: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  neutral: "border-zinc-200 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200",
} as const;

/** A rule of the service explained before it would refuse. */
export function RuleNotice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div role="note" className={cn("rounded-md border p-3 text-sm", tones[tone])}>
      {title && <p className="mb-1 font-semibold">{title}</p>}
      {children}
    </div>
  );
}
