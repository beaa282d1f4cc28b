import type { ReactNode } from "react";

/** One of the import's parts (columns, check) under a rule and its heading. */
export function ImportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}
