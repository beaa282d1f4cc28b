"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { pageSizes } from "@/lib/sync/read/page-sizes";

/** Rows per page; changing it starts the list again from its first page. */
export function PageSizeSelect({ size }: { size: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <label className="ml-auto flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
      Rows per page
      <select
        value={size}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          next.set("size", event.target.value);
          next.delete("after");
          next.delete("before");
          router.push(`${pathname}?${next.toString()}`, { scroll: false });
        }}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {(pageSizes as readonly number[]).includes(size) ? null : <option value={size}>{size}</option>}
        {pageSizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
