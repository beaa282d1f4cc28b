import type { Problem } from "@/lib/api-contract/responses";
import { EmptyState } from "@/components/shell/empty-state";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

/** The categories a submission is scored on. The weight scale is not specified, so each is also shown as a share. */
export function ScoringCategories({ problem }: { problem: Problem }) {
  const categories = problem.scoringCategories;
  const total = categories.reduce((sum, c) => sum + c.weight, 0);
  return (
    <section aria-labelledby="categories-heading" className="space-y-3">
      <SectionHeader id="categories-heading" title="Scoring categories" />
      {categories.length === 0 ? (
        <EmptyState title="No scoring categories yet">
          {problem.status === "Creating"
            ? "The service adds them when the problem is ready."
            : "The service lists no scoring categories for this problem."}
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto" padding="none">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Scoring categories with their weights and rubrics</caption>
            <thead>
              <tr className="text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
                <th scope="col" className="border-b border-zinc-200 px-3 py-2 dark:border-zinc-700">
                  Category
                </th>
                <th scope="col" className="w-40 border-b border-zinc-200 px-3 py-2 dark:border-zinc-700">
                  Weight
                </th>
                <th scope="col" className="border-b border-zinc-200 px-3 py-2 dark:border-zinc-700">
                  Rubric
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => {
                const share = total > 0 ? Math.min(100, Math.max(0, Math.round((category.weight / total) * 100))) : 0;
                return (
                  <tr key={`${category.title}-${index}`} className="align-top">
                    <th
                      scope="row"
                      className="border-b border-zinc-100 px-3 py-3 text-left font-medium dark:border-zinc-800"
                    >
                      {category.title}
                    </th>
                    <td className="border-b border-zinc-100 px-3 py-3 dark:border-zinc-800">
                      <div className="flex items-center gap-2">
                        <span className="min-w-8 break-all tabular-nums">{category.weight}</span>
                        <span
                          className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
                          aria-hidden
                        >
                          <span className="block h-full rounded-full bg-indigo-500" style={{ width: `${share}%` }} />
                        </span>
                        <span className="sr-only"> ({share}% of the total weight)</span>
                      </div>
                    </td>
                    <td className="border-b border-zinc-100 px-3 py-3 leading-6 text-zinc-700 dark:border-zinc-800 dark:text-zinc-300">
                      {category.rubric}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="text-xs text-zinc-600 dark:text-zinc-400">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  Total
                </th>
                <td className="px-3 py-2 tabular-nums" colSpan={2}>
                  {total}
                </td>
              </tr>
            </tfoot>
          </table>
        </Card>
      )}
    </section>
  );
}
