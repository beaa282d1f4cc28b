"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

/** A column header that sorts the cohort by its column through the URL, and says how it is sorted. */
export function SortHeader({ label, sort, className }: { label: string; sort: string; className?: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("sort") ?? "score";
  const dir = params.get("dir") ?? "desc";
  const active = current === sort;
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active && dir === "desc" ? "asc" : "desc");
  next.delete("page");
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className={className}>
      <Link
        href={`${pathname}?${next}`}
        scroll={false}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      >
        {label}
        <span aria-hidden>{active ? (dir === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">
          {active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort by this column"}
        </span>
      </Link>
    </th>
  );
}
