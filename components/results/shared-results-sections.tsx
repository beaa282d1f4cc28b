import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { Flag, Results } from "@/lib/api-contract/responses";

const riskTone: Record<string, BadgeProps["tone"]> = { low: "success", medium: "warning", high: "danger" };
const levelTone: Record<string, BadgeProps["tone"]> = { critical: "danger", warning: "warning", info: "neutral" };

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${title}-heading`}
      className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id={`${title}-heading`}
        className="mb-3 text-sm font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Analysis({ analysis }: { analysis: Results["analysis"] }) {
  if (!analysis)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This video screen is reviewed by the hiring team and has no automatic score.
      </p>
    );
  return (
    <ul className="space-y-4">
      {analysis.map((category) => (
        <li key={category.key}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-medium">{category.name}</span>
            <span className="shrink-0 whitespace-nowrap tabular-nums text-zinc-700 dark:text-zinc-300">
              {category.score} / 100
            </span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden>
            <div
              className="h-1.5 rounded-full bg-indigo-500"
              style={{ width: `${Math.max(0, Math.min(100, category.score))}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{category.explanation}</p>
        </li>
      ))}
    </ul>
  );
}

function FlagList({ flags, empty }: { flags: Flag[]; empty: string }) {
  if (!flags.length) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <ul className="space-y-3">
      {flags.map((flag) => (
        <li key={flag.id} className="text-sm">
          <div className="flex items-center gap-2">
            <Badge tone={levelTone[flag.level] ?? "neutral"}>{flag.level}</Badge>
            <span className="font-medium">{flag.title}</span>
          </div>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{flag.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function Integrity({ report }: { report: Results["integrity_report"] }) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <span className="text-sm">Risk</span>
        <Badge tone={riskTone[report.risk] ?? "neutral"}>{report.risk}</Badge>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{report.explanation}</p>
      <h3 className="text-sm font-semibold">Findings</h3>
      <FlagList flags={report.flags} empty="No findings." />
      <h3 className="text-sm font-semibold">Checks passed</h3>
      <FlagList flags={report.passing_flags} empty="No checks recorded." />
    </div>
  );
}
