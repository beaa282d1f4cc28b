import { onScale, type Dimension } from "./dimension-bars";
import { formatScore } from "@/lib/utils/format";

/** Why each dimension scored what it did, as the service explains it. */
export function DimensionExplanations({ analysis }: { analysis: Dimension[] }) {
  return (
    <ol className="space-y-3">
      {analysis.map((dimension, index) => (
        <li key={`${dimension.key}-${index}`} className="rounded-lg border border-zinc-100 p-3 dark:border-zinc-800">
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
  );
}
