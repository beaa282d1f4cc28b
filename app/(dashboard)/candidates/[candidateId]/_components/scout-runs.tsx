import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/time/time-zone";

export interface ScoutRequestView {
  id: string;
  status: string;
  verdict: string | null;
  result: unknown;
  resumeNames: string[];
  createdAt: Date;
  completedAt: Date | null;
}

const verdictTone = { verified: "success", discrepancies: "danger", unverifiable: "warning" } as const;

/** The Scout runs so far: verdict (or running), when, which resumes and the summary. */
export function ScoutRuns({ requests }: { requests: ScoutRequestView[] }) {
  if (requests.length === 0) return null;
  return (
    <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Scout runs">
      {requests.map((r) => (
        <li key={r.id} className="space-y-1 py-2">
          <div className="flex items-center gap-2">
            {r.verdict ? (
              <Badge tone={verdictTone[r.verdict as keyof typeof verdictTone] ?? "neutral"}>{r.verdict}</Badge>
            ) : (
              <Badge tone="warning">running</Badge>
            )}
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              started <LocalTime value={r.createdAt} />
            </span>
          </div>
          {r.resumeNames.length > 0 && <p className="text-xs">Resumes: {r.resumeNames.join(", ")}</p>}
          {typeof (r.result as { summary?: unknown } | null)?.summary === "string" && (
            <p className="text-xs">{(r.result as { summary: string }).summary}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
