import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { Time } from "@/components/time/time";
import { Table, TableFrame, TD, TH, THead, TR } from "@/components/ui/table";
import { timeLabels } from "@/lib/analytics/figures";
import { formatDuration } from "@/lib/analytics/format-cell";
import { isoDay } from "@/lib/analytics/period";
import { loadSlowest, SLOWEST_LIMIT } from "@/lib/analytics/list-slowest";
import { loadSlowestParams, serializeAnalyticsParams } from "@/lib/analytics/search-params";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Slowest screens" };

export default async function SlowestPage({ searchParams }: PageProps<"/analytics/slowest">) {
  const user = await requireUser();
  const { metric, ...params } = await loadSlowestParams(searchParams);
  const { period, rows } = await loadSlowest({ ...params, metric }, user);
  return (
    <>
      <PageHeader
        title={`Slowest: ${timeLabels[metric]}`}
        description={`The ${SLOWEST_LIMIT} slowest of the screens issued ${isoDay(period.from)} to ${isoDay(period.to)} (UTC), with the filters of the analytics view.`}
        actions={
          <Link
            href={serializeAnalyticsParams("/analytics", params)}
            className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
          >
            ← Analytics
          </Link>
        }
      />
      <TableFrame>
        <Table>
          <caption className="sr-only">Slowest screens: {timeLabels[metric]}</caption>
          <THead>
            <tr>
              <TH>Candidate</TH>
              <TH>Problem</TH>
              <TH>Issued</TH>
              <TH>Completed</TH>
              <TH align="right">{timeLabels[metric]}</TH>
            </tr>
          </THead>
          <tbody>
            {rows.length ? (
              rows.map((r) => (
                <TR key={r.screenId}>
                  <TD>
                    <Link
                      href={
                        r.completedAt
                          ? `/results/${encodeURIComponent(r.screenId)}`
                          : `/candidates/${encodeURIComponent(r.candidateId)}`
                      }
                      className="text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      {r.candidateName ?? r.candidateId}
                    </Link>
                  </TD>
                  <TD>{r.problemName}</TD>
                  <TD>
                    <Time value={r.issuedAt} />
                  </TD>
                  <TD>{r.completedAt ? <Time value={r.completedAt} /> : "–"}</TD>
                  <TD className="text-right tabular-nums">{formatDuration(r.seconds)}</TD>
                </TR>
              ))
            ) : (
              <TR>
                <TD colSpan={5} className="text-center text-zinc-600 dark:text-zinc-400">
                  No screen of this period has this time yet.
                </TD>
              </TR>
            )}
          </tbody>
        </Table>
      </TableFrame>
    </>
  );
}
