import Link from "next/link";
import { StatusBadge } from "@/components/screening/status-badge";
import { FramedTable, TD, TR } from "@/components/ui/table";
import type { Assessment } from "@/lib/api-contract/responses";
import { Time } from "@/components/time/time";

export function ScreensTable({ screens }: { screens: Assessment[] }) {
  if (!screens.length) {
    return <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">No screens yet. Issue one below.</p>;
  }
  const sorted = [...screens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <FramedTable columns={["Problem", "Status", "Issued", { label: "Results", hidden: true }]}>
      {sorted.map((s) => (
        <TR key={s.identifier}>
          <TD>
            <Link href={`/problems/${encodeURIComponent(s.problemId)}`} className="hover:underline">
              {s.problemName ?? s.problemId}
            </Link>
          </TD>
          <TD>
            <StatusBadge status={s.status} />
          </TD>
          <TD><Time value={s.createdAt} /></TD>
          <TD className="text-right">
            {s.status === "Completed" ? (
              <Link href={`/results/${encodeURIComponent(s.identifier)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                Results
              </Link>
            ) : (
              <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{s.identifier}</span>
            )}
          </TD>
        </TR>
      ))}
    </FramedTable>
  );
}
