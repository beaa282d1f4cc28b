import { Link } from "@/components/ui/link";
import { formatTotal } from "@/lib/utils/format";
import { PageSizeSelect } from "./page-size-select";

const n = (value: number) => value.toLocaleString("en");
const linkClass =
  "rounded-md px-2 py-1 font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-950/50";

interface KeysetPagerProps {
  start: number;
  count: number;
  total: number;
  /** More match than `total` (a search counted only so far). */
  totalIsFloor?: boolean;
  /** Hrefs of the first, previous and next pages; null where there is none. */
  first: string | null;
  previous: string | null;
  next: string | null;
  size: number;
  /** What the rows are, for "rows 201–400 of 12,000 candidates". */
  noun: string;
}

/** Where the page stands in the list, and the way to the neighbouring pages and another page size. */
export function KeysetPager({
  start,
  count,
  total,
  totalIsFloor,
  first,
  previous,
  next,
  size,
  noun,
}: KeysetPagerProps) {
  return (
    <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <p aria-live="polite" className="text-zinc-600 dark:text-zinc-400">
        {total === 0
          ? `No ${noun}`
          : `${n(start + 1)}–${n(start + count)} of ${formatTotal(total, totalIsFloor)} ${noun}`}
      </p>
      <div className="flex items-center gap-1">
        {first && start > 0 && (
          <Link href={first} className={linkClass} scroll={false}>
            « First
          </Link>
        )}
        {previous && (
          <Link href={previous} className={linkClass} rel="prev" scroll={false}>
            ← Previous
          </Link>
        )}
        {next && (
          <Link href={next} className={linkClass} rel="next" scroll={false}>
            Next →
          </Link>
        )}
      </div>
      <PageSizeSelect size={size} />
    </nav>
  );
}
