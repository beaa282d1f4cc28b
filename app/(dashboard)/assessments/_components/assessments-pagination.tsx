"use client";

import { useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Select } from "@/components/ui/select";
import type { Pagination } from "@/lib/api-contract/responses";
import { cn } from "@/lib/utils/cn";
import { assessmentsHref, pageSizeChoices, useStatusFilter } from "./search-params";

const control = "inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium";
const enabled = "border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800";
const disabled = "cursor-not-allowed border-zinc-200 text-zinc-400 dark:border-zinc-800 dark:text-zinc-600";

function PageLink({ page, href, current, label, children }: { page: number; href: string; current: number; label: string; children: string }) {
  if (page === current) {
    return (
      <span aria-disabled="true" aria-label={label} className={cn(control, disabled)}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} aria-label={label} className={cn(control, enabled)}>
      {children}
    </Link>
  );
}

const count = (n: number) => n.toLocaleString("en");

/** First, previous, next and last page, and the page size; the status filter travels along. */
export function AssessmentsPagination({ pagination, shown }: { pagination: Pagination; shown: number }) {
  const { page, pageSize, totalItems } = pagination;
  const totalPages = Math.max(1, pagination.totalPages);
  const [{ status }] = useStatusFilter();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const href = (to: number, size = pageSize) => assessmentsHref("/assessments", { page: to, pageSize: size, status: status || null });
  const from = shown ? (page - 1) * pageSize + 1 : 0;
  const sizes = [...new Set<number>([...pageSizeChoices, pageSize])].sort((a, b) => a - b);

  const changeSize = (size: number) =>
    startTransition(() => {
      // Keep the first screen on view: at 100 per page, page 3 starts at screen 201, which is page 5 at 50.
      const firstOnView = (page - 1) * pageSize;
      router.push(href(Math.floor(firstOnView / size) + 1, size));
    });

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Screens {count(from)}–{count(from + shown - (shown ? 1 : 0))} of {count(totalItems)} · page {count(page)} of {count(totalPages)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <PageLink page={1} current={page} href={href(1)} label="First page">
          « First
        </PageLink>
        <PageLink page={Math.max(1, page - 1)} current={page} href={href(page - 1)} label="Previous page">
          ‹ Previous
        </PageLink>
        <PageLink page={Math.min(totalPages, page + 1)} current={page} href={href(page + 1)} label="Next page">
          Next ›
        </PageLink>
        <PageLink page={totalPages} current={page} href={href(totalPages)} label="Last page">
          Last »
        </PageLink>
        <label className="ml-2 flex items-center gap-2 text-sm">
          Per page
          <Select value={pageSize} disabled={pending} aria-busy={pending} onChange={(e) => changeSize(Number(e.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
      </div>
    </nav>
  );
}
