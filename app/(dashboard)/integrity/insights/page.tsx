import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { FilterInput, FilterSelect } from "@/components/data-table/filter-fields";
import { Button } from "@/components/ui/button";
import { FramedTable } from "@/components/ui/table";
import { flagLevels } from "@/lib/api-contract/statuses";
import { requireUser } from "@/lib/auth/session";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { readCalibration } from "@/lib/review/calibration";
import { listFlagPrecision, openCount, type PrecisionCounts } from "@/lib/review/flag-precision";
import { insightsFiltersSchema, insightsSearch } from "@/lib/review/insights-filters";
import { CalibrationSection } from "./_components/calibration-section";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Integrity insights" };

const groupings = [
  { value: "kind", label: "Kind of flag (check)" },
  { value: "problem", label: "Problem" },
  { value: "level", label: "Severity" },
];
const n = (value: number) => value.toLocaleString("en");

/** "40 % (12)": a share of the flags raised, with its count. */
function Rate({ part, of }: { part: number; of: number }) {
  return (
    <span className="tabular-nums">
      {of ? `${Math.round((part / of) * 100)} %` : "–"} <span className="list-muted">({n(part)})</span>
    </span>
  );
}

function PrecisionCells({ c }: { c: PrecisionCounts }) {
  const reviewed = c.confirmed + c.cleared + c.retake;
  return (
    <>
      <td className="text-right tabular-nums">{n(c.flagged)}</td>
      <td className="text-right">
        <Rate part={c.confirmed} of={c.flagged} />
      </td>
      <td className="text-right">
        <Rate part={c.cleared} of={c.flagged} />
      </td>
      <td className="text-right">
        <Rate part={c.retake} of={c.flagged} />
      </td>
      <td className="text-right">
        <Rate part={openCount(c)} of={c.flagged} />
      </td>
      <td className="text-right tabular-nums">
        {reviewed ? `${Math.round((c.confirmed / reviewed) * 100)} % of ${n(reviewed)}` : "–"}
      </td>
    </>
  );
}

/** Integrity → Insights: how often each kind of flag turned out real in the team's reviews, and how reviewers agree. */
export default async function InsightsPage({ searchParams }: PageProps<"/integrity/insights">) {
  await requireUser();
  const filters = insightsFiltersSchema.parse(await searchParams);
  const [precision, problems, calibration] = await Promise.all([
    listFlagPrecision(filters),
    listRegisteredProblems(),
    readCalibration(filters.from, filters.to),
  ]);
  const href = (page: number) => `?${insightsSearch(filters, page)}`;
  return (
    <>
      <PageHeader
        title="Integrity insights"
        description="Flag precision: of the flags raised on results completed in the period, how many the team confirmed, cleared, sent to a retake or left open. Then how much reviewers agree."
        actions={
          <a
            href={`/integrity/insights/export?${insightsSearch(filters)}`}
            className="inline-flex h-9 items-center rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            Export CSV
          </a>
        }
      />
      <p className="-mt-3 mb-4 text-sm">
        <TextLink href="/integrity">← Review queue</TextLink>
      </p>
      <form className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the insights">
        <FilterInput label="From" name="from" type="date" defaultValue={filters.from} />
        <FilterInput label="To" name="to" type="date" defaultValue={filters.to} />
        <FilterSelect
          label="Group by"
          name="by"
          anyLabel="Kind of flag"
          options={groupings}
          defaultValue={filters.by}
        />
        <FilterSelect
          label="Problem"
          name="problem"
          anyLabel="Any problem"
          options={problems.map((p) => ({ value: p.problemId, label: p.name }))}
          defaultValue={filters.problem ?? ""}
        />
        <FilterSelect
          label="Severity"
          name="level"
          anyLabel="Any severity"
          options={flagLevels}
          defaultValue={filters.level ?? ""}
        />
        {filters.kind && <input type="hidden" name="kind" value={filters.kind} />}
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      <h2 className="mb-2 font-semibold">Flag precision</h2>
      {precision.totals.flagged === 0 ? (
        <EmptyState title="No flags in this period">
          Results completed between {filters.from} and {filters.to} raised no flag matching these filters.
        </EmptyState>
      ) : (
        <FramedTable
          columns={[
            groupings.find((g) => g.value === filters.by)!.label,
            { label: "Raised", align: "right" },
            { label: "Confirmed", align: "right" },
            { label: "Cleared", align: "right" },
            { label: "Retake", align: "right" },
            { label: "Open", align: "right" },
            { label: "Confirmed of reviewed", align: "right" },
          ]}
        >
          {precision.rows.map((row) => (
            <tr key={row.key}>
              <td>
                {row.label}
                {row.label !== row.key && <span className="list-muted block text-xs">{row.key}</span>}
              </td>
              <PrecisionCells c={row} />
            </tr>
          ))}
          <tr>
            <td className="font-semibold">All</td>
            <PrecisionCells c={precision.totals} />
          </tr>
        </FramedTable>
      )}
      {precision.pages > 1 && (
        <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
          {filters.page > 1 && <Link href={href(filters.page - 1)}>← Previous</Link>}
          <span>
            Page {filters.page} of {precision.pages}
          </span>
          {filters.page < precision.pages && <Link href={href(filters.page + 1)}>Next →</Link>}
        </nav>
      )}
      <CalibrationSection calibration={calibration} from={filters.from} to={filters.to} />
    </>
  );
}
