import Link from "next/link";
import type { Analytics } from "@/lib/analytics/load-analytics";
import { timeLabels, timeMetrics, type TimeMetric } from "@/lib/analytics/figures";
import { formatDuration } from "@/lib/analytics/format-cell";
import { leakRule } from "@/lib/analytics/leaks";
import type { TableId } from "@/lib/analytics/tables";
import { BarChart, type Bar } from "./bar-chart";
import { FigureTable } from "./figure-table";
import { LineChart, palette } from "./line-chart";
import { Section } from "./section";

interface Links {
  csv(table: TableId): string;
  slowest(metric: TimeMetric): string;
}

function LeakCallouts({ analytics }: { analytics: Analytics }) {
  const { leaks } = analytics.trends;
  if (!leaks.length) return null;
  return (
    <div
      role="note"
      aria-label="Possible leaks"
      className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
    >
      <p className="font-semibold">Possible leak{leaks.length > 1 ? "s" : ""}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {leaks.slice(0, 5).map((l) => (
          <li key={`${l.problemId}-${l.week}-${l.what}`}>
            {analytics.names.problem(l.problemId)}, week of {l.week}:{" "}
            {l.what === "score"
              ? `median score ${l.value.toFixed(1)} against a usual ${l.baseline.toFixed(1)}`
              : `“${l.what}” flagged on ${(100 * l.value).toFixed(0)} % of completed screens against a usual ${(100 * l.baseline).toFixed(0)} %`}{" "}
            (robust z {l.z.toFixed(1)}).
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs">
        A week is called out when it sits at least {leakRule.THRESHOLD} robust standard deviations above the same
        problem’s previous {leakRule.HISTORY_WEEKS} weeks (each with at least {leakRule.MIN_COMPLETED} completions).
      </p>
    </div>
  );
}

function funnelBars({ funnel }: Analytics["cohort"]): Bar[] {
  const pct = (n: number) => (funnel.stages.issued ? ` (${Math.round((100 * n) / funnel.stages.issued)} %)` : "");
  const bar = (label: string, value: number, tone?: Bar["tone"]): Bar => ({
    label,
    value,
    text: `${value.toLocaleString("en-US")}${pct(value)}`,
    tone,
  });
  return [
    bar("Issued", funnel.stages.issued),
    bar("Started", funnel.stages.started),
    bar("Completed", funnel.stages.completed),
    bar("Reviewed", funnel.stages.reviewed),
    bar("Decided", funnel.stages.decided),
    bar("· Advanced", funnel.outcomes.advance),
    bar("· Rejected", funnel.outcomes.reject, "muted"),
    bar("· On hold", funnel.outcomes.hold, "muted"),
    bar("Expired", funnel.expired, "danger"),
    bar("Cancelled", funnel.cancelled, "danger"),
  ];
}

const flagged = (analytics: Analytics, week: number) =>
  analytics.trends.leaks.some((l) => l.what === "score" && l.week === analytics.trends.weeks[week]?.week);

/** The analytics figures for a period and filters: the organization's view, or one problem's (`problemScope`). */
export function AnalyticsSections({
  analytics,
  links,
  problemScope,
}: {
  analytics: Analytics;
  links: Links;
  problemScope?: boolean;
}) {
  const { cohort, trends, tables } = analytics;
  const weeks = trends.weeks.map((w) => w.week);
  const bands = cohort.bands.filter((b) => b.decided);
  const leakWeeks = trends.weeks.map((_, i) => i).filter((i) => flagged(analytics, i));
  return (
    <div className="space-y-10">
      <LeakCallouts analytics={analytics} />
      <Section
        id="funnel"
        title="Funnel"
        description="Screens issued in the period and how far they got. Reviewed: every integrity flag has a verdict. Decided: a reviewer chose advance, reject or hold."
        chart={<BarChart bars={funnelBars(cohort)} />}
      >
        <FigureTable
          table={tables.funnel}
          csvHref={links.csv("funnel")}
          empty="No screens were issued in this period."
        />
      </Section>
      <Section
        id="times"
        title="Times"
        description="Median and 90th percentile, within ±5 % (log-scale buckets)."
        chart={
          <BarChart
            bars={cohort.times.map((t) => ({
              label: timeLabels[t.metric],
              value: t.median ?? 0,
              text: t.median === null ? "–" : formatDuration(t.median),
            }))}
          />
        }
      >
        <FigureTable table={tables.times} csvHref={links.csv("times")} empty="No times yet." />
        <p className="text-sm">
          Slowest:{" "}
          {timeMetrics.map((metric, i) => (
            <span key={metric}>
              {i > 0 && " · "}
              <Link href={links.slowest(metric)} className="text-indigo-700 hover:underline dark:text-indigo-300">
                {timeLabels[metric]}
              </Link>
            </span>
          ))}
        </p>
      </Section>
      {!problemScope && (
        <Section
          id="problems"
          title="Per problem"
          description="Rates of the screens issued in the period; spread is the middle half of scores (25th to 75th percentile); advance rate is of decided screens."
        >
          <FigureTable
            table={tables.problems}
            csvHref={links.csv("problems")}
            empty="No screens were issued in this period."
          />
        </Section>
      )}
      <Section
        id="bands"
        title="Advance rate per score band"
        description="Of the decided screens in each band of ten points: where the bar really is."
        chart={
          bands.length ? (
            <BarChart
              max={100}
              bars={bands.map((b) => ({
                label: b.band === 9 ? "90–100" : `${b.band * 10}–${b.band * 10 + 9}`,
                value: (100 * b.advanced) / b.decided,
                text: `${Math.round((100 * b.advanced) / b.decided)} % of ${b.decided}`,
              }))}
            />
          ) : undefined
        }
      >
        <FigureTable
          table={tables.bands}
          csvHref={links.csv("bands")}
          empty="No graded screen was decided in this period."
        />
      </Section>
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
          table={tables.trends}
          csvHref={links.csv("trends")}
          empty="Nothing was completed in these weeks."
        />
      </Section>
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
                  values: trends.weeks.map((w) =>
                    w.completed ? (100 * (w.flags.get(kind) ?? 0)) / w.completed : null,
                  ),
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
        <FigureTable table={tables.flags} csvHref={links.csv("flags")} empty="Nothing was completed in these weeks." />
      </Section>
      <Section
        id="leaks"
        title="Possible leaks"
        description="Weeks whose median score or flag share jumped far above the problem’s own history."
      >
        <FigureTable
          table={tables.leaks}
          csvHref={links.csv("leaks")}
          empty="No week stands out from its problem’s history."
        />
      </Section>
      <Section
        id="workload"
        title="Reviewer workload"
        description="Results reviewed (a reviewer’s first flag verdict on a result) and decisions made, per week of the period; open items are completed screens not yet decided, by who looked at them first."
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <FigureTable
            table={tables.workload}
            csvHref={links.csv("workload")}
            empty="Nobody reviewed or decided anything in this period."
          />
          <FigureTable table={tables.open} csvHref={links.csv("open")} empty="Nothing is waiting for a decision." />
        </div>
      </Section>
    </div>
  );
}
