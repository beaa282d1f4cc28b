import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { Skeleton } from "./skeleton";
import { SlowLoadNotice } from "./slow-load-notice";

const repeat = (count: number, className: string) =>
  Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);

/**
 * A page while it loads, announced by `label`: the header's title, description and `actions` buttons, then
 * `children`; after a while, a notice that says so (SlowLoadNotice).
 */
export function PageSkeleton({
  label,
  actions = 0,
  className,
  children,
}: {
  label: string;
  actions?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={cn("space-y-6", className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-4 w-[28rem] max-w-full" />
        </div>
        {actions > 0 && <div className="flex gap-2">{repeat(actions, "h-9 w-32")}</div>}
      </div>
      <SlowLoadNotice />
      {children}
    </div>
  );
}

/** A table while it loads: its filters (unless `toolbar` is false), then a header and `rows` rows in its frame. */
export function TableSkeleton({ rows, toolbar = true }: { rows: number; toolbar?: boolean }) {
  return (
    <div className="space-y-3">
      {toolbar && <Skeleton className="h-9 w-96 max-w-full" />}
      <div className="space-y-px overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        <Skeleton className="h-9 w-full rounded-none" />
        {repeat(rows, "h-10 w-full rounded-none opacity-70")}
      </div>
    </div>
  );
}

/** Framed panels while they load, each a heading and a block of `height`. */
export function PanelSkeletons({ count, height }: { count: number; height: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <Skeleton className="h-5 w-40" />
          <Skeleton className={cn("w-full", height)} />
        </div>
      ))}
    </>
  );
}
