import { verdictLabel as label } from "./verdict-label";

export interface VerdictChange {
  id: string;
  verdict: string;
  reason: string;
  note: string;
  reviewerId: string;
  at: string;
}

/** Every earlier verdict on a flag, folded away: when (UTC), what, why and by whom. */
export function VerdictHistory({ history, who }: { history: VerdictChange[]; who: (id: string | null) => string }) {
  if (history.length === 0) return false;
  return (
    <details className="text-xs text-zinc-600 dark:text-zinc-400">
      <summary className="cursor-pointer">History ({history.length})</summary>
      <ol className="mt-1 space-y-1">
        {history.map((h) => (
          <li key={h.id}>
            {new Date(h.at).toISOString().slice(0, 16).replace("T", " ")} UTC · {label(h.verdict)}
            {h.reason && ` (${h.reason})`} by {who(h.reviewerId)}
            {h.note && `: ${h.note}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
