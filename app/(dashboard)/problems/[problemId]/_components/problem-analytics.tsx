import { Link } from "@/components/ui/link";
import { AnalyticsSections } from "@/components/analytics/analytics-sections";
import { FilterBar } from "@/components/analytics/filter-bar";
import { analyticsLinks } from "@/lib/analytics/links";
import { loadAnalytics } from "@/lib/analytics/load-analytics";
import { serializeAnalyticsParams, type AnalyticsParams } from "@/lib/analytics/search-params";

/** The problem's own section of the analytics figures, for the period and filters in the page's URL. */
export async function ProblemAnalytics({ problemId, params }: { problemId: string; params: AnalyticsParams }) {
  const scoped = { ...params, problem: problemId };
  const analytics = await loadAnalytics(scoped);
  return (
    <section
      aria-labelledby="problem-analytics-title"
      className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="problem-analytics-title" className="text-xl font-semibold tracking-tight">
          Analytics
        </h2>
        <Link
          href={serializeAnalyticsParams("/analytics", scoped)}
          className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Open in Analytics
        </Link>
      </div>
      <FilterBar
        action={`/problems/${encodeURIComponent(problemId)}`}
        params={scoped}
        period={analytics.period}
        options={analytics.options}
        fixedProblem
      />
      <AnalyticsSections analytics={analytics} links={analyticsLinks(scoped)} problemScope />
    </section>
  );
}
