import { Select } from "@/components/ui/select";
import type { Option } from "@/lib/analytics/filter-options";
import { isoDay, type Period } from "@/lib/analytics/period";
import { NONE, type AnalyticsParams } from "@/lib/analytics/search-params";

const label = "flex flex-col gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400";
const input =
  "h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/**
 * The period and filters as a plain GET form: applying it writes them into the URL (the keys of
 * analyticsSearchParams), so a view can be shared and the page needs no script. `fixedProblem` hides the
 * problem filter (a problem's own page).
 */
export function FilterBar({
  action,
  params,
  period,
  options,
  fixedProblem,
}: {
  action: string;
  params: AnalyticsParams;
  period: Period;
  options: { problems: Option[]; users: Option[]; sources: Option[] };
  fixedProblem?: boolean;
}) {
  return (
    <form action={action} method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Period and filters">
      <label className={label}>
        Period
        <Select name="period" defaultValue={params.period}>
          <option value="week">This week</option>
          <option value="30d">Last 30 days</option>
          <option value="quarter">This quarter</option>
          <option value="custom">Custom (from – to)</option>
        </Select>
      </label>
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={isoDay(period.from)} className={input} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={isoDay(period.to)} className={input} />
      </label>
      {!fixedProblem && (
        <label className={label}>
          Problem
          <Select name="problem" defaultValue={params.problem ?? ""} className="max-w-56">
            <option value="">All problems</option>
            {options.problems.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </label>
      )}
      <label className={label}>
        ATS source
        <Select name="source" defaultValue={params.source ?? ""}>
          <option value="">All sources</option>
          <option value={NONE}>No ATS</option>
          {options.sources.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
      <label className={label}>
        Issued by
        <Select name="issuer" defaultValue={params.issuer ?? ""} className="max-w-56">
          <option value="">Anyone</option>
          <option value={NONE}>Outside the dashboard</option>
          {options.users.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
      <button
        type="submit"
        className="h-9 rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Apply
      </button>
      <p className="w-full text-xs text-zinc-600 dark:text-zinc-400">
        {period.label}: screens issued {isoDay(period.from)} to {isoDay(period.to)} (UTC days). From and To apply with
        the custom period.
      </p>
    </form>
  );
}
