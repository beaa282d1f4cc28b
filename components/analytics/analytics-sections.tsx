import type { Analytics } from "@/lib/analytics/load-analytics";
import type { AnalyticsLinks } from "./analytics-links";
import { BandsSection, FunnelSection, ProblemsSection, TimesSection } from "./cohort-sections";
import { LeakCallouts } from "./leak-callouts";
import { FlagsSection, LeaksSection, TrendsSection, WorkloadSection } from "./trend-sections";

/** The analytics figures for a period and filters: the organization's view, or one problem's (`problemScope`). */
export function AnalyticsSections({
  analytics,
  links,
  problemScope,
}: {
  analytics: Analytics;
  links: AnalyticsLinks;
  problemScope?: boolean;
}) {
  return (
    <div className="space-y-10">
      <LeakCallouts analytics={analytics} />
      <FunnelSection analytics={analytics} links={links} />
      <TimesSection analytics={analytics} links={links} />
      {!problemScope && <ProblemsSection analytics={analytics} links={links} />}
      <BandsSection analytics={analytics} links={links} />
      <TrendsSection analytics={analytics} links={links} />
      <FlagsSection analytics={analytics} links={links} />
      <LeaksSection analytics={analytics} links={links} />
      <WorkloadSection analytics={analytics} links={links} />
    </div>
  );
}
