import type { Analytics } from "@/lib/analytics/load-analytics";
import type { AnalyticsLinks } from "./analytics-links";
import { FigureTable } from "./figure-table";
import { LineChart, palette } from "./line-chart";
import { Section } from "./section";

interface SectionProps {
  analytics: Analytics;
  links: AnalyticsLinks;
}

const flagged = (analytics: Analytics, week: number) =>
  analytics.trends.leaks.some((l) => l.what === "score" && l.week === analytics.trends.weeks[week]?.week);

/** Completed screens and median score week by week, possible leaks ringed. */
export function TrendsSection({ analytics, links }: SectionProps) {
  const { trends } = analytics;
  const weeks = trends.weeks.map((w) => w.week);
  const leakWeeks = trends.weeks.map((_, i) => i).filter((i) => flagged(analytics, i));
  return (
    <Section
      id="trends"
      title="Weekly trends"
      description="By the week screens were completed. A ringed point is a possible leak."
      chart={
        <div className="space-y-4">
          <figcaption className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
            Completed screens per week
          </figcaption>
          <LineChart
            labels={weeks}
            unit=""
            series={[{ name: "Completed", values: trends.weeks.map((w) => w.completed), color: 0 }]}
          />
          <figcaption className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
            Median score per week
          </figcaption>
          <LineChart
            labels={weeks}
            unit=""
            max={100}
            marks={leakWeeks}
            series={[{ name: "Median score", values: trends.weeks.map((w) => w.medianScore), color: 1 }]}
          />
        </div>
      }
    >
      <FigureTable
        table={analytics.tables.trends}
        csvHref={links.csv("trends")}
        empty="Nothing was completed in these weeks."
      />
    </Section>
  );
}

/** The share of each week's completed screens flagged, kind by kind. */
export function FlagsSection({ analytics, links }: SectionProps) {
  const { trends } = analytics;
  const weeks = trends.weeks.map((w) => w.week);
  return (
    <Section
      id="flags"
      stacked
      title="Integrity flags per week"
      description="Share of the week’s completed screens with at least one flag of each kind."
      chart={
        trends.kinds.length ? (
          <div className="space-y-2">
            <LineChart
              labels={weeks}
              unit="%"
              series={trends.kinds.map((kind, i) => ({
                name: kind,
                color: i + 2,
                values: trends.weeks.map((w) => (w.completed ? (100 * (w.flags.get(kind) ?? 0)) / w.completed : null)),
              }))}
            />
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700 dark:text-zinc-300">
              {trends.kinds.map((kind, i) => (
                <li key={kind} className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-2 rounded-full ${palette[(i + 2) % palette.length]!.swatch}`}
                  />
                  {kind}
                </li>
              ))}
            </ul>
          </div>
        ) : undefined
      }
    >
      <FigureTable
        table={analytics.tables.flags}
        csvHref={links.csv("flags")}
        empty="Nothing was completed in these weeks."
      />
    </Section>
  );
}

/** The weeks that stand out from their problem's history. */
export function LeaksSection({ analytics, links }: SectionProps) {
  return (
    <Section
      id="leaks"
      title="Possible leaks"
      description="Weeks whose median score or flag share jumped far above the problem’s own history."
    >
      <FigureTable
        table={analytics.tables.leaks}
        csvHref={links.csv("leaks")}
        empty="No week stands out from its problem’s history."
      />
    </Section>
  );
}

/** What each reviewer reviewed and decided, and what is still open. */
export function WorkloadSection({ analytics, links }: SectionProps) {
  return (
    <Section
      id="workload"
      title="Reviewer workload"
      description="Results reviewed (a reviewer’s first flag verdict on a result) and decisions made, per week of the period; open items are completed screens not yet decided, by who looked at them first."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureTable
          table={analytics.tables.workload}
          csvHref={links.csv("workload")}
          empty="Nobody reviewed or decided anything in this period."
        />
        <FigureTable
          table={analytics.tables.open}
          csvHref={links.csv("open")}
          empty="Nothing is waiting for a decision."
        />
      </div>
    </Section>
  );
}
