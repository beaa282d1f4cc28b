import { EmptyState } from "@/components/shell/empty-state";
import { FramedTable } from "@/components/ui/table";
import type { readCalibration } from "@/lib/review/calibration";
import { TextLink } from "@/components/ui/text-link";

const kappa = (k: number | null) => (k === null ? "–" : k.toFixed(2));
const lean = (value: number | null) => (value === null ? "–" : `${value > 0 ? "+" : ""}${value.toFixed(2)}`);

/** Agreement per reviewer pair and overall, and each reviewer's lean, over the decisions of the period. */
export function CalibrationSection({
  calibration: { pairs, overall, leans, names },
  from,
  to,
}: {
  calibration: Awaited<ReturnType<typeof readCalibration>>;
  from: string;
  to: string;
}) {
  const who = (id: string) => names[id] ?? "former user";
  return (
    <section aria-labelledby="calibration-heading" className="mt-8 space-y-4">
      <h2 id="calibration-heading" className="font-semibold">
        Calibration: how much reviewers agree
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Over decisions last changed between {from} and {to}. Kappa is agreement beyond chance: 1 is perfect, 0 is what
        chance alone gives, below 0 is worse than chance. To measure it on the same results for everyone, use{" "}
        <TextLink href="/integrity/calibration" weight="medium">
          calibration sets
        </TextLink>
        .
      </p>
      {overall.results === 0 ? (
        <EmptyState title="No shared decisions">
          Agreement needs results that two or more reviewers decided in this period.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm" data-testid="fleiss">
            Overall (Fleiss&apos; kappa): <strong>{kappa(overall.kappa)}</strong> over{" "}
            {overall.results.toLocaleString("en")} results decided by two or more reviewers.
          </p>
          <FramedTable
            columns={[
              "Reviewers",
              { label: "Results both decided", align: "right" },
              { label: "Same decision", align: "right" },
              { label: "Cohen's kappa", align: "right" },
            ]}
          >
            {pairs.map((p) => (
              <tr key={`${p.a}-${p.b}`}>
                <td>
                  {who(p.a)} · {who(p.b)}
                </td>
                <td className="text-right tabular-nums">{p.results.toLocaleString("en")}</td>
                <td className="text-right tabular-nums">{p.agreed.toLocaleString("en")}</td>
                <td className="text-right tabular-nums">{kappa(p.kappa)}</td>
              </tr>
            ))}
          </FramedTable>
        </>
      )}
      {leans.length > 0 && (
        <>
          <h3 className="text-sm font-semibold">Each reviewer&apos;s lean</h3>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Advance counts +1, hold 0, reject −1. Against the panel: the reviewer&apos;s decision minus the other
            reviewers&apos; average on the same result. Against the score: the decision minus what the service&apos;s
            score suggests (70 or more advance, under 50 reject, else hold). Above 0 leans lenient, below 0 strict.
          </p>
          <FramedTable
            columns={[
              "Reviewer",
              { label: "Against the panel", align: "right" },
              { label: "Shared results", align: "right" },
              { label: "Against the score", align: "right" },
              { label: "Graded results", align: "right" },
            ]}
          >
            {leans.map((l) => (
              <tr key={l.reviewerId}>
                <td>{who(l.reviewerId)}</td>
                <td className="text-right tabular-nums">{lean(l.againstPanel)}</td>
                <td className="text-right tabular-nums">{l.shared.toLocaleString("en")}</td>
                <td className="text-right tabular-nums">{lean(l.againstScore)}</td>
                <td className="text-right tabular-nums">{l.scored.toLocaleString("en")}</td>
              </tr>
            ))}
          </FramedTable>
        </>
      )}
    </section>
  );
}
