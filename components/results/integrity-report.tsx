import type { IntegrityReport as Report } from "@/lib/api-contract/responses";
import { groupFlagsByLevel } from "@/lib/results/flag-groups";
import { FlagList } from "./flag-list";
import { RiskBadge } from "./risk-badge";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";
import { TextWithTimes } from "@/components/time/text-with-times";

const levelLabels: Record<string, string> = { critical: "Critical", warning: "Warnings", info: "Information" };
const levelLabel = (level: string) => levelLabels[level] ?? `Level “${level}”`;

/**
 * The integrity report: risk, the service's explanation, findings by level (worst first) and passing checks; the
 * moments the service's text names are shown in the reader's `zone`.
 */
export function IntegrityReport({ report, zone }: { report: Report; zone: string }) {
  const groups = groupFlagsByLevel(report.flags);
  return (
    <Card aria-labelledby="integrity-heading" as="section" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SectionHeader id="integrity-heading" title="Integrity report" />
        <RiskBadge risk={report.risk} />
      </div>
      {report.explanation && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <TextWithTimes text={report.explanation} zone={zone} />
        </p>
      )}
      {groups.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No findings.</p>
      ) : (
        groups.map((group, index) => (
          <section key={group.level} aria-labelledby={`flags-${index}`} className="space-y-2">
            <h3
              id={`flags-${index}`}
              className="text-sm font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
            >
              {levelLabel(group.level)} ({group.flags.length})
            </h3>
            <FlagList flags={group.flags} accent={group.level} zone={zone} />
          </section>
        ))
      )}
      <details className="rounded-lg border border-zinc-200 dark:border-zinc-800">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
          Passing checks ({report.passing_flags.length})
        </summary>
        <div className="p-3 pt-1">
          {report.passing_flags.length ? (
            <FlagList flags={report.passing_flags} accent="passed" zone={zone} />
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">The service listed no passing checks.</p>
          )}
        </div>
      </details>
    </Card>
  );
}
