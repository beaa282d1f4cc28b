import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { selectionLabels, selectionRules, type FairnessParams } from "@/lib/fairness/selection";

const periods = { quarter: "Quarter", month: "Month", "30d": "Last 30 days", custom: "Custom (from, to)" } as const;

/** The page's choices, as a plain GET form: problem, period, what "selected" means, the 2 % exclusion. */
export function FairnessFilters({
  params,
  problems,
  jobs,
  at,
}: {
  params: FairnessParams;
  problems: { problemId: string; problemName: string }[];
  jobs: { value: string; label: string }[];
  /** The resolved period's "2026-Q4" / "2026-11", shown in its field. */
  at: string;
}) {
  const field = "flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300";
  return (
    <form method="get" action="/analytics/fairness" className="mb-6 flex flex-wrap items-end gap-3">
      <label className={field}>
        Problem
        <Select name="problem" defaultValue={params.problem ?? ""}>
          <option value="">All problems</option>
          {problems.map((p) => (
            <option key={p.problemId} value={p.problemId}>
              {p.problemName}
            </option>
          ))}
        </Select>
      </label>
      <label className={field}>
        ATS job
        <Select name="job" defaultValue={params.job ?? ""}>
          <option value="">Any job</option>
          {jobs.map((j) => (
            <option key={j.value} value={j.value}>
              {j.label}
            </option>
          ))}
        </Select>
      </label>
      <label className={field}>
        Period
        <Select name="period" defaultValue={params.period}>
          {Object.entries(periods).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </label>
      <label className={field}>
        Which (2026-Q4, 2026-11)
        <Input name="at" defaultValue={at} pattern="\d{4}-(0[1-9]|1[0-2]|Q[1-4])" className="w-28" />
      </label>
      <label className={field}>
        From
        <Input type="date" name="from" defaultValue={params.from?.toISOString().slice(0, 10)} />
      </label>
      <label className={field}>
        To
        <Input type="date" name="to" defaultValue={params.to?.toISOString().slice(0, 10)} />
      </label>
      <label className={field}>
        Selected means
        <Select name="selection" defaultValue={params.selection}>
          {selectionRules.map((rule) => (
            <option key={rule} value={rule}>
              {selectionLabels[rule]}
            </option>
          ))}
        </Select>
      </label>
      <label className={field}>
        Cutoff
        <Input type="number" name="cutoff" min={0} max={100} defaultValue={params.cutoff} className="w-20" />
      </label>
      <label className="flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
        <input type="checkbox" name="excludeSmall" value="on" defaultChecked={params.excludeSmall} />
        Leave categories under 2 % out of the ratios
      </label>
      <Button type="submit">Show</Button>
    </form>
  );
}
