import { RiskBadge } from "@/components/results/risk-badge";
import type { CompareItem } from "@/lib/cohort/read-compare";
import { notFinished } from "./compare-row";

/** The score out of 100 and where it stands among the graded screens. */
export function ScoreCell({ item, graded }: { item: CompareItem; graded: number }) {
  if (!item.results) return notFinished(item);
  if (item.results.score === null) return "Ungraded (video screen)";
  return (
    <>
      <span className="text-2xl font-semibold tabular-nums">{item.results.score.toFixed(1)}</span> / 100
      {item.betterThan !== null && (
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          better than {item.betterThan} % of {graded}
        </span>
      )}
    </>
  );
}

/** The integrity risk and the flags raised, grouped by level. */
export function IntegrityCell({ item }: { item: CompareItem }) {
  if (!item.results) return notFinished(item);
  return (
    <div className="space-y-1">
      <RiskBadge risk={item.results.integrity_report.risk} />
      {item.flagGroups.length === 0 && <p className="text-xs">No flags</p>}
      {item.flagGroups.map((g) => (
        <div key={g.level} className="text-xs">
          <span className="font-semibold">
            {g.flags.length} {g.level}
          </span>
          <ul className="list-disc pl-4">
            {g.flags.map((f, i) => (
              <li key={`${f.id}-${i}`}>{f.title}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The decisions recorded on the screen, with who took them and why. */
export function DecisionsCell({ item }: { item: CompareItem }) {
  if (!item.decisions.length) return <span className="text-xs text-zinc-600 dark:text-zinc-400">None yet</span>;
  return (
    <ul className="space-y-1 text-xs">
      {item.decisions.map((d, i) => (
        <li key={i}>
          <span className="font-semibold">{d.decision}</span> · {d.reviewer}: {d.reason}
        </li>
      ))}
    </ul>
  );
}

/** The team's first five notes on the screen. */
export function NotesCell({ item }: { item: CompareItem }) {
  if (!item.notes.length) return <span className="text-xs text-zinc-600 dark:text-zinc-400">None</span>;
  return (
    <ul className="space-y-1 text-xs">
      {item.notes.slice(0, 5).map((n, i) => (
        <li key={i}>
          <span className="font-semibold">{n.author}</span>: {n.body}
        </li>
      ))}
    </ul>
  );
}
