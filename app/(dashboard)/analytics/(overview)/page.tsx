import type { Metadata } from "next";
import { AnalyticsSections } from "@/components/analytics/analytics-sections";
import { FilterBar } from "@/components/analytics/filter-bar";
import { PageHeader } from "@/components/shell/page-header";
import { analyticsLinks } from "@/lib/analytics/links";
import { loadAnalytics } from "@/lib/analytics/load-analytics";
import { loadAnalyticsParams } from "@/lib/analytics/search-params";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage({ searchParams }: PageProps<"/analytics">) {
  await requireUser();
  const params = await loadAnalyticsParams(searchParams);
  const analytics = await loadAnalytics(params);
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Is screening working: who takes the screens, how long each step waits, where the bar is, and whether a problem has leaked."
      />
      <FilterBar action="/analytics" params={params} period={analytics.period} options={analytics.options} />
      <AnalyticsSections analytics={analytics} links={analyticsLinks(params)} />
    </>
  );
}
