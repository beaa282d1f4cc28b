import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** A titled block of the analytics view: a chart (optional) beside its table. */
export function Section({
  id,
  title,
  description,
  chart,
  stacked,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart?: ReactNode;
  /** The chart above its table rather than beside it: for a table too wide to share the row. */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      </div>
      {chart ? (
        <div className={stacked ? "grid gap-4" : "grid gap-4 lg:grid-cols-2"}>
          <figure
            className={cn(
              "rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900",
              stacked && "max-w-2xl",
            )}
          >
            {chart}
          </figure>
          <div className="min-w-0">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
