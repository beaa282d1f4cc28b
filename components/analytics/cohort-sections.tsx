import { Link } from "@/components/ui/link";
import type { Analytics } from "@/lib/analytics/load-analytics";
import { timeLabels, timeMetrics } from "@/lib/analytics/figures";
import { formatDuration } from "@/lib/analytics/format-cell";
import type { AnalyticsLinks } from "./analytics-links";
import { BarChart, type Bar } from "./bar-chart";
import { FigureTable } from "./figure-table";
import { Section } from "./section";

interface SectionProps {
  analytics: Analytics;
  links: AnalyticsLinks;
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

/** How far the period's screens got, stage by stage. */
export function FunnelSection({ analytics, links }: SectionProps) {
  return (
    <Section
      id="funnel"
      title="Funnel"
      description="Screens issued in the period and how far they got. Reviewed: every integrity flag has a verdict. Decided: a reviewer chose advance, reject or hold."
      chart={<BarChart bars={funnelBars(analytics.cohort)} />}
    >
      <FigureTable
        table={analytics.tables.funnel}
        csvHref={links.csv("funnel")}
        empty="No screens were issued in this period."
      />
    </Section>
  );
}

/** The median times of the period, with links to the slowest screens of each. */
export function TimesSection({ analytics, links }: SectionProps) {
  return (
    <Section
      id="times"
      title="Times"
      description="Median and 90th percentile, within ±5 % (log-scale buckets)."
      chart={
        <BarChart
          bars={analytics.cohort.times.map((t) => ({
            label: timeLabels[t.metric],
            value: t.median ?? 0,
            text: t.median === null ? "–" : formatDuration(t.median),
          }))}
        />
      }
    >
      <FigureTable table={analytics.tables.times} csvHref={links.csv("times")} empty="No times yet." />
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
  );
}

/** The period's rates problem by problem. */
export function ProblemsSection({ analytics, links }: SectionProps) {
  return (
    <Section
      id="problems"
      title="Per problem"
      description="Rates of the screens issued in the period; spread is the middle half of scores (25th to 75th percentile); advance rate is of decided screens."
    >
      <FigureTable
        table={analytics.tables.problems}
        csvHref={links.csv("problems")}
        empty="No screens were issued in this period."
      />
    </Section>
  );
}

/** The advance rate in each band of ten points. */
export function BandsSection({ analytics, links }: SectionProps) {
  const bands = analytics.cohort.bands.filter((b) => b.decided);
  return (
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
        table={analytics.tables.bands}
        csvHref={links.csv("bands")}
        empty="No graded screen was decided in this period."
      />
    </Section>
  );
}
