import type { Callout } from "@/lib/fairness/callouts";
import { categoryName, dimensionLabels } from "@/lib/fairness/fairness-csv";

const ratio = (value: number | null) => (value === null ? "no figure" : value.toFixed(3));

/** Where a problem's figures turned bad this period, against the previous period of the same kind. */
export function CalloutList({ callouts, previousLabel }: { callouts: Callout[]; previousLabel: string }) {
  if (!callouts.length)
    return (
      <p className="mb-6 text-sm text-zinc-700 dark:text-zinc-300">
        No problem&apos;s ratio fell under 0.8 or became significant since {previousLabel}.
      </p>
    );
  return (
    <section
      aria-label="Call-outs"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 className="mb-2 font-semibold">Changed since {previousLabel}</h2>
      <ul className="list-disc pl-5">
        {callouts.map((c) => (
          <li key={`${c.problemId}|${c.dimension}|${c.category}|${c.kind}`}>
            <strong>{c.problemName}</strong>, {dimensionLabels[c.dimension].toLowerCase()} {categoryName(c.category)}:{" "}
            {c.kind === "below-four-fifths"
              ? `impact ratio ${ratio(c.impactRatio)}, under 0.8 (was ${ratio(c.previousImpactRatio)})`
              : `difference from the most-selected category is now significant (p = ${c.pValue?.toPrecision(2)})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
