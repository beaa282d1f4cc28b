import type { Results } from "@/lib/api-contract/responses";
import { formatScore } from "@/lib/utils/format";
import { cn } from "@/lib/utils/cn";

export type Dimension = NonNullable<Results["analysis"]>[number];

const ticks = [0, 25, 50, 75, 100];

/** Whether a score lies on the chart's 0–100 scale. */
export const onScale = (score: number) => score >= 0 && score <= 100;

const width = (score: number) => `${Math.min(100, Math.max(0, score))}%`;

/** The scores as a table of dimension and score, each with its bar on a 0–100 scale and the scale below. */
export function DimensionBars({ analysis }: { analysis: Dimension[] }) {
  return (
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
                <div aria-hidden className="relative h-5 flex-1 overflow-hidden rounded bg-zinc-100 dark:bg-zinc-800">
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
              {/* Under 11 rem (a phone) the quarters' gridlines stay unlabelled, or "75" runs into "100". */}
              <div data-scale="" className="@container relative h-4 flex-1 text-xs text-zinc-600 dark:text-zinc-400">
                {ticks.map((tick) => (
                  <span
                    key={tick}
                    className={cn(
                      "absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full",
                      tick % 50 !== 0 && "@max-[11rem]:hidden",
                    )}
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
  );
}
