import type { Bin } from "@/lib/cohort/statistics";
import { textLinkClass } from "@/components/ui/link-styles";
import { n, s1 } from "./figures";

/** The cut-off typed as a number, how many it selects, and a way to clear it. */
export function CutoffControl({
  bins,
  cutoff,
  cutoffCount,
  onCutoff,
}: {
  bins: Bin[];
  cutoff: number | null;
  cutoffCount: number | null;
  onCutoff: (value: number | null) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1 text-xs font-medium">
        Cut-off score (drag on the chart or type)
        <input
          type="number"
          inputMode="decimal"
          value={cutoff ?? ""}
          min={bins[0]!.from}
          max={bins.at(-1)!.to}
          step="any"
          onChange={(e) => onCutoff(e.target.value === "" ? null : Number(e.target.value))}
          className="h-9 w-28 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      {cutoff !== null && (
        <p aria-live="polite">
          {cutoffCount === null
            ? "Counting…"
            : `${n(cutoffCount)} at or above ${s1(cutoff)} (with the filters below) are selected.`}{" "}
          <button type="button" className={`font-medium ${textLinkClass}`} onClick={() => onCutoff(null)}>
            Clear the cut-off
          </button>
        </p>
      )}
    </div>
  );
}
