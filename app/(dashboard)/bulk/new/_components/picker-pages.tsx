"use client";

import { Button } from "@/components/ui/button";
import { formatTotal } from "@/lib/utils/format";
import type { PickerPage } from "./use-picker-page";

const n = (value: number) => value.toLocaleString("en");

/** Where the page stands among the candidates, and the previous and next pages; nothing when there is one page. */
export function PickerPages({
  page,
  loading,
  onPage,
}: {
  page: PickerPage;
  loading: boolean;
  onPage: (anchor: { after?: string; before?: string }) => void;
}) {
  if (!page.previous && !page.next) return null;
  return (
    <nav aria-label="Candidate pages" className="flex items-center gap-3 text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">
        {n(page.start + 1)}–{n(page.start + page.rows.length)} of {formatTotal(page.total, page.totalIsFloor)}
      </span>
      <Button
        variant="ghost"
        disabled={!page.previous || loading}
        onClick={() => onPage({ before: page.previous ?? undefined })}
      >
        ← Previous
      </Button>
      <Button
        variant="ghost"
        disabled={!page.next || loading}
        onClick={() => onPage({ after: page.next ?? undefined })}
      >
        Next →
      </Button>
    </nav>
  );
}
