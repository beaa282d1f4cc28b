import { FramedTable } from "@/components/ui/table";
import type { CalibrationAnswerRow, CalibrationComparison } from "@/lib/review/calibration-compare";

const kappa = (k: number | null) => (k === null ? "–" : k.toFixed(2));
const MAX_COLUMNS = 8;

/** Every answer side by side, agreement per pair and overall, and each reviewer against the rest of the panel. */
export function CalibrationComparisonView({
  comparison,
  answers,
  positions,
  names,
}: {
  comparison: CalibrationComparison;
  answers: CalibrationAnswerRow[];
  positions: { position: number; interviewId: string }[];
  names: Record<string, string>;
}) {
  const who = (id: string) => names[id] ?? "former user";
  const reviewers = comparison.reviewers.slice(0, MAX_COLUMNS);
  const answerOf = new Map(answers.map((a) => [`${a.interviewId}:${a.reviewerId}`, a.decision]));
  return (
    <section aria-labelledby="comparison-heading" className="mt-8 space-y-4">
      <h2 id="comparison-heading" className="font-semibold">
        How the panel agrees
      </h2>
      <p className="text-sm" data-testid="set-fleiss">
        Overall (Fleiss&apos; kappa): <strong>{kappa(comparison.overall.kappa)}</strong> over{" "}
        {comparison.overall.results} results answered by two or more reviewers. 1 is perfect agreement, 0 what chance
        alone gives, below 0 worse than chance.
      </p>
      {comparison.pairs.length > 0 && (
        <FramedTable
          caption="Agreement per pair of reviewers"
          columns={[
            "Reviewers",
            { label: "Results both answered", align: "right" },
            { label: "Same answer", align: "right" },
            { label: "Cohen's kappa", align: "right" },
          ]}
        >
          {comparison.pairs.map((p) => (
            <tr key={`${p.a}-${p.b}`}>
              <td>{`${who(p.a)} · ${who(p.b)}`}</td>
              <td className="text-right tabular-nums">{p.results}</td>
              <td className="text-right tabular-nums">{p.agreed}</td>
              <td className="text-right tabular-nums">{kappa(p.kappa)}</td>
            </tr>
          ))}
        </FramedTable>
      )}
      <FramedTable
        caption="Each reviewer against the others"
        columns={[
          "Reviewer",
          { label: "Answered", align: "right" },
          { label: "With the others' majority", align: "right" },
        ]}
      >
        {comparison.reviewers.map((r) => (
          <tr key={r.reviewerId}>
            <td>{who(r.reviewerId)}</td>
            <td className="text-right tabular-nums">{r.answered}</td>
            <td className="text-right tabular-nums">{r.comparable ? `${r.withMajority} of ${r.comparable}` : "–"}</td>
          </tr>
        ))}
      </FramedTable>
      <FramedTable caption="Every answer" columns={["Result", ...reviewers.map((r) => who(r.reviewerId))]}>
        {positions.map((item) => (
          <tr key={item.interviewId}>
            <td className="tabular-nums">{item.position}</td>
            {reviewers.map((r) => (
              <td key={r.reviewerId} className="capitalize">
                {answerOf.get(`${item.interviewId}:${r.reviewerId}`) ?? "–"}
              </td>
            ))}
          </tr>
        ))}
      </FramedTable>
      {comparison.reviewers.length > MAX_COLUMNS && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The table of answers shows the first {MAX_COLUMNS} of {comparison.reviewers.length} reviewers.
        </p>
      )}
    </section>
  );
}
