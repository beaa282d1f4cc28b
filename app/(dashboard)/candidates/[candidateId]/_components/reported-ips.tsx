import { LocalTime } from "@/components/time/time-zone";
import type { IpMention } from "@/lib/candidates/screen-facts";
import { TextLink } from "@/components/ui/text-link";

export interface Report {
  id: string;
  ipAddress: string;
  observedAt: Date;
  source: string;
  outcome: string;
  duplicate: boolean;
  message: string | null;
  createdAt: Date;
  /** Where the candidate's results report this address, as their integrity checks word it. */
  mentions: IpMention[];
}

/** The addresses the team reported, how the service took each, and where results mention it. */
export function ReportedIps({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return null;
  return (
    <ul
      className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800"
      aria-label="IP addresses reported by the team"
    >
      {reports.map((r) => (
        <li key={r.id} className="py-2">
          <span className="font-mono">{r.ipAddress}</span> · {r.source} · <LocalTime value={r.observedAt} />
          <br />
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            {r.outcome === "refused"
              ? `Refused: ${r.message}`
              : r.duplicate
                ? "Duplicate: already known to the service"
                : "Accepted"}{" "}
            · reported <LocalTime value={r.createdAt} />
          </span>
          {r.outcome !== "refused" &&
            (r.mentions.length ? (
              r.mentions.map((m) => (
                <p
                  key={`${m.interviewId}-${m.check}`}
                  className="mt-1 rounded-md bg-zinc-50 p-2 text-xs text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
                >
                  <TextLink href={`/results/${encodeURIComponent(m.interviewId)}`} weight="medium">
                    {m.check}
                  </TextLink>{" "}
                  (result of <LocalTime value={m.completedAt} />
                  ): {m.description}
                </p>
              ))
            ) : (
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                No completed result reports it yet: its location and network show in screens completed after it.
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}
