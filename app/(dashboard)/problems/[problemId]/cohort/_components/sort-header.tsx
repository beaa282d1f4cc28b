"use client";

import { Link } from "@/components/ui/link";
import { usePathname, useSearchParams } from "next/navigation";

interface Sort {
  label: string;
  sort: string;
}

/**
 * A column header that sorts the cohort through the URL, and says how it is sorted. A column that holds more than
 * one thing (the candidate and when they completed) has a link for each, the first on a line of its own.
 */
export function SortHeader({ sorts, className }: { sorts: [Sort, ...Sort[]]; className?: string }) {
  const params = useSearchParams();
  const current = params.get("sort") ?? "score";
  const dir = params.get("dir") ?? "desc";
  const active = sorts.some((s) => s.sort === current);
  const [first, ...more] = sorts;
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className={className}>
      <SortLink {...first} />
      {more.length > 0 && (
        <span className="mt-0.5 flex flex-wrap gap-x-3">
          {more.map((s) => (
            <SortLink key={s.sort} {...s} />
          ))}
        </span>
      )}
    </th>
  );
}

function SortLink({ label, sort }: Sort) {
  const pathname = usePathname();
  const params = useSearchParams();
  const active = (params.get("sort") ?? "score") === sort;
  const dir = params.get("dir") ?? "desc";
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active && dir === "desc" ? "asc" : "desc");
  next.delete("page");
  return (
    <Link href={`${pathname}?${next}`} scroll={false} className="hover:text-zinc-900 dark:hover:text-zinc-100">
      {label}
      <span aria-hidden> {active ? (dir === "asc" ? "▲" : "▼") : "↕"}</span>
      <span className="sr-only">
        {active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort by this column"}
      </span>
    </Link>
  );
}
