import { DimensionBars, onScale, type Dimension } from "./dimension-bars";
import { DimensionExplanations } from "./dimension-explanations";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

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
          <DimensionBars analysis={analysis} />
          {analysis.some((dimension) => !onScale(dimension.score)) && (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              Some scores are outside 0–100; their bars stop at the edge of the chart and the number is shown as the
              service sent it.
            </p>
          )}
          <DimensionExplanations analysis={analysis} />
        </>
      )}
    </Card>
  );
}
