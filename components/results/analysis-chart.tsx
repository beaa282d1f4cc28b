import type { Results } from "@/lib/api-contract/responses";
import { formatScore } from "./labels";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

type Dimension = NonNullable<Results["analysis"]>[number];

const ticks = [0, 25, 50, 75, 100];
const onScale = (score: number) => score >= 0 && score <= 100;
const width = (score: number) => `${Math.min(100, Math.max(0, score))}%`;

/**
 * Per-dimension scores as horizontal bars. The chart is a table (dimension, score), so assistive technology
 * reads it as one; the bars are decoration next to the printed score. Scores are drawn on the aggregate's
 * 0–100 scale (the spec gives no other for dimensions); a value outside it is printed as sent.
 */
export function AnalysisChart({ analysis }: { analysis: Dimension[] }) {
  return (
    <Card aria-labelledby="analysis-heading" as="section" className="space-y-4">
      <SectionHeader id="analysis-heading" title="Analysis by dimension" />
      {analysis.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The service sent no per-dimension analysis for this screen.
        </p>
      ) : (
        <>
          <table className="w-full border-separate border-spacing-y-1.5 text-sm">
            <caption className="sr-only">Score per dimension, out of 100</caption>
            <thead>
              <tr>
                <th scope="col" className="w-2/5 text-left">
                  <span className="sr-only">Dimension</span>
                </th>
                <th scope="col" className="text-left">
                  <span className="sr-only">Score out of 100</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.map((dimension, index) => (
                <tr key={`${dimension.key}-${index}`}>
                  <th scope="row" className="pr-3 text-left align-middle font-medium">
                    {dimension.name}
                  </th>
                  <td className="align-middle">
                    <div className="flex items-center gap-3">
                      <div
                        aria-hidden
                        className="relative h-5 flex-1 overflow-hidden rounded bg-zinc-100 dark:bg-zinc-800"
                      >
                        {ticks.slice(1, -1).map((tick) => (
                          <span
                            key={tick}
                            className="absolute inset-y-0 w-px bg-zinc-300 dark:bg-zinc-700"
                            style={{ left: `${tick}%` }}
                          />
                        ))}
                        <div
                          className="relative h-full rounded bg-indigo-500 dark:bg-indigo-400"
                          style={{ width: width(dimension.score) }}
                        />
                      </div>
                      <span className="min-w-10 text-right font-semibold whitespace-nowrap tabular-nums">
                        {formatScore(dimension.score)}
                      </span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot aria-hidden>
              <tr>
                <td />
                <td>
                  <div className="flex items-center gap-3">
                    <div className="relative h-4 flex-1 text-xs text-zinc-600 dark:text-zinc-400">
                      {ticks.map((tick) => (
                        <span
                          key={tick}
                          className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
                          style={{ left: `${tick}%` }}
                        >
                          {tick}
                        </span>
                      ))}
                    </div>
                    <span className="min-w-10" />
                  </div>
                </td>
              </tr>
            </tfoot>
          </table>
          {analysis.some((dimension) => !onScale(dimension.score)) && (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              Some scores are outside 0–100; their bars stop at the edge of the chart and the number is shown as the
              service sent it.
            </p>
          )}
          <ol className="space-y-3">
            {analysis.map((dimension, index) => (
              <li
                key={`${dimension.key}-${index}`}
                className="rounded-lg border border-zinc-100 p-3 dark:border-zinc-800"
              >
                <h3 className="flex items-baseline justify-between gap-3 font-medium">
                  {dimension.name}
                  <span className="text-sm font-normal tabular-nums text-zinc-600 dark:text-zinc-400">
                    {formatScore(dimension.score)}
                    {onScale(dimension.score) ? " / 100" : ""}
                  </span>
                </h3>
                <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{dimension.explanation}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
