import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** A label and what it says; a null value leaves the fact out. */
export type Fact = [label: string, value: ReactNode];

/** Label–value pairs as a description list in two columns (`className` sets the grid and spacing). */
export function FactList({
  facts,
  className = "grid-cols-[auto_1fr] gap-x-4 gap-y-2",
}: {
  facts: Fact[];
  className?: string;
}) {
  return (
    <dl className={cn("grid text-sm", className)}>
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
