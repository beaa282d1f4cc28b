import Link from "next/link";
import { StatusBadge } from "@/components/screening/status-badge";
import type { Assessment } from "@/lib/api-contract/responses";
import { formatDateTime } from "@/lib/utils/format";

export function ScreensTable({ screens }: { screens: Assessment[] }) {
  if (!screens.length) {
    return <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">No screens yet. Issue one below.</p>;
  }
  const sorted = [...screens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full text-sm">
        <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th className="px-3 py-2">Problem</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Issued</th>
            <th className="px-3 py-2">
              <span className="sr-only">Results</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((s) => (
            <tr key={s.identifier} className="border-t border-zinc-100 dark:border-zinc-800">
              <td className="px-3 py-2">
                <Link href={`/problems/${encodeURIComponent(s.problemId)}`} className="hover:underline">
                  {s.problemName ?? s.problemId}
                </Link>
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={s.status} />
              </td>
              <td className="px-3 py-2">{formatDateTime(s.createdAt)}</td>
              <td className="px-3 py-2 text-right">
                {s.status === "Completed" ? (
                  <Link href={`/results/${encodeURIComponent(s.identifier)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    Results
                  </Link>
                ) : (
                  <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{s.identifier}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
