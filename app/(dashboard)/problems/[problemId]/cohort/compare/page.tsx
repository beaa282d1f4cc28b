import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { parseCompareIds, readCompare, type CompareItem } from "@/lib/cohort/read-compare";
import { getRegistryEntry } from "@/lib/problems/registry";
import { localeLabel, resourceModeLabel } from "@/lib/problems/labels";
import { formatDuration } from "@/lib/utils/format";
import { CompareDecide } from "./_components/compare-decide";
import { candidateColours, DimensionBars } from "./_components/dimension-bars";
import { Time } from "@/components/time/time";
import { pageParam } from "@/lib/utils/page-param";

export const metadata: Metadata = { title: "Compare candidates" };

const link = "text-indigo-700 hover:underline dark:text-indigo-300";

/** A block of the comparison: a heading and one cell per candidate, in their columns. */
function Row({ title, items, cell }: { title: string; items: CompareItem[]; cell: (item: CompareItem) => ReactNode }) {
  return (
    <tr className="border-t border-zinc-200 dark:border-zinc-800">
      <th
        scope="row"
        className="w-40 py-3 pr-3 text-left align-top text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400"
      >
        {title}
      </th>
      {items.map((item) => (
        <td key={item.id} className="py-3 pr-4 align-top">
          {cell(item)}
        </td>
      ))}
    </tr>
  );
}

const notFinished = (item: CompareItem) => (
  <span className="text-zinc-600 dark:text-zinc-400">{item.results ? "—" : `Not finished (${item.status})`}</span>
);

export default async function ComparePage({ params, searchParams }: PageProps<"/problems/[problemId]/cohort/compare">) {
  const user = await requireUser();
  const problemId = pageParam((await params).problemId);
  const entry = await getRegistryEntry(problemId);
  if (!entry) notFound();
  const ids = parseCompareIds((await searchParams).ids);
  const { items, warnings, missing, graded } = await readCompare(problemId, ids, user);
  const cohort = `/problems/${encodeURIComponent(problemId)}/cohort`;
  const keys = [
    ...new Map(items.flatMap((i) => (i.results?.analysis ?? []).map((d) => [d.key, d.name] as const))).entries(),
  ];
  return (
    <>
      <PageHeader
        title={`Compare ${items.length} candidates`}
        description={entry.name}
        actions={
          <Link href={cohort} className={`text-sm ${link}`}>
            ← The cohort
          </Link>
        }
      />
      {items.length < 2 && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          Choose 2 to 5 screens of this problem in the cohort to compare them.
        </p>
      )}
      {missing.length > 0 && (
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          {missing.length} of the screens asked for are not screens of this problem and are left out.
        </p>
      )}
      {warnings.length > 0 && (
        <section
          role="alert"
          aria-labelledby="rules-heading"
          className="mb-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 id="rules-heading" className="font-semibold">
            These scores were not taken under the same rules
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      {items.length > 0 && (
        <div className="space-y-6">
          <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">The candidates side by side</caption>
              <thead>
                <tr>
                  <td />
                  {items.map((item, i) => (
                    <th key={item.id} scope="col" className="pr-4 pb-2 text-left align-bottom">
                      <span aria-hidden className={`mr-2 inline-block size-3 rounded-sm ${candidateColours[i]}`} />
                      <Link href={`/results/${encodeURIComponent(item.id)}`} className={`font-semibold ${link}`}>
                        {item.candidateName}
                      </Link>
                      {item.candidateEmail && (
                        <span className="block text-xs font-normal break-all text-zinc-600 dark:text-zinc-400">
                          {item.candidateEmail}
                        </span>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row
                  title="Score"
                  items={items}
                  cell={(item) =>
                    item.results ? (
                      item.results.score === null ? (
                        "Ungraded (video screen)"
                      ) : (
                        <>
                          <span className="text-2xl font-semibold tabular-nums">{item.results.score.toFixed(1)}</span> /
                          100
                          {item.betterThan !== null && (
                            <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                              better than {item.betterThan} % of {graded}
                            </span>
                          )}
                        </>
                      )
                    ) : (
                      notFinished(item)
                    )
                  }
                />
                <Row title="Status" items={items} cell={(item) => <StatusBadge status={item.status} />} />
                <Row
                  title="Completed"
                  items={items}
                  cell={(item) => (item.results ? <Time value={item.results.completed_at} /> : notFinished(item))}
                />
                <Row
                  title="Time taken"
                  items={items}
                  cell={(item) =>
                    item.results ? formatDuration(item.results.completion_time_seconds) : notFinished(item)
                  }
                />
                <Row
                  title="Settings in effect"
                  items={items}
                  cell={(item) =>
                    item.results
                      ? `${resourceModeLabel(item.results.settings.external_resource_mode)} · ${localeLabel(item.results.settings.spoken_locale)}`
                      : notFinished(item)
                  }
                />
                <Row
                  title="Integrity"
                  items={items}
                  cell={(item) =>
                    item.results ? (
                      <div className="space-y-1">
                        <RiskBadge risk={item.results.integrity_report.risk} />
                        {item.flagGroups.length === 0 && <p className="text-xs">No flags</p>}
                        {item.flagGroups.map((g) => (
                          <div key={g.level} className="text-xs">
                            <span className="font-semibold">
                              {g.flags.length} {g.level}
                            </span>
                            <ul className="list-disc pl-4">
                              {g.flags.map((f, i) => (
                                <li key={`${f.id}-${i}`}>{f.title}</li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    ) : (
                      notFinished(item)
                    )
                  }
                />
                <Row
                  title="Decisions"
                  items={items}
                  cell={(item) =>
                    item.decisions.length ? (
                      <ul className="space-y-1 text-xs">
                        {item.decisions.map((d, i) => (
                          <li key={i}>
                            <span className="font-semibold">{d.decision}</span> · {d.reviewer}: {d.reason}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">None yet</span>
                    )
                  }
                />
                <Row
                  title="Notes"
                  items={items}
                  cell={(item) =>
                    item.notes.length ? (
                      <ul className="space-y-1 text-xs">
                        {item.notes.slice(0, 5).map((n, i) => (
                          <li key={i}>
                            <span className="font-semibold">{n.author}</span>: {n.body}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">None</span>
                    )
                  }
                />
              </tbody>
            </table>
          </div>
          <section
            aria-labelledby="dimensions-heading"
            className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2 id="dimensions-heading" className="font-semibold">
              Dimensions
            </h2>
            <DimensionBars items={items} />
          </section>
          {keys.length > 0 && (
            <section
              aria-labelledby="explanations-heading"
              className="overflow-x-auto rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <h2 id="explanations-heading" className="mb-3 font-semibold">
                What each dimension&apos;s score rests on
              </h2>
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Explanations per dimension and candidate</caption>
                <thead>
                  <tr>
                    <td />
                    {items.map((item) => (
                      <th key={item.id} scope="col" className="pr-4 pb-2 text-left">
                        {item.candidateName}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {keys.map(([key, name]) => (
                    <Row
                      key={key}
                      title={name}
                      items={items}
                      cell={(item) => (
                        <p className="text-xs leading-relaxed">
                          {item.results?.analysis?.find((d) => d.key === key)?.explanation ?? "—"}
                        </p>
                      )}
                    />
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {hasRole(user.role, "manager") && (
            <CompareDecide problemId={problemId} candidates={items.map((i) => ({ id: i.id, name: i.candidateName }))} />
          )}
        </div>
      )}
    </>
  );
}
