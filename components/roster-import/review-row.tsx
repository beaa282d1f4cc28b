import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ReviewRow } from "@/lib/roster-import/review";
import { TextLink } from "@/components/ui/text-link";

const none = <span className="text-zinc-400">—</span>;

function Status({ row }: { row: ReviewRow }) {
  if (row.status === "skipped") return <Badge>Left out</Badge>;
  if (row.status === "invalid")
    return (
      <ul className="space-y-0.5 text-red-700 dark:text-red-400">
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    );
  if (row.known)
    return (
      <span>
        <Badge tone="success">Matched</Badge>{" "}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          by {row.known.by === "ats" ? "ATS id" : "email"}:{" "}
          <TextLink href={`/candidates/${encodeURIComponent(row.known.candidateId)}`}>{row.known.name}</TextLink>
        </span>
      </span>
    );
  return row.matching ? <span className="text-zinc-500">Looking up…</span> : <Badge tone="warning">New</Badge>;
}

/** One row of the file as it will be sent, with Fix and Leave out, or Include for a row left out. */
export function ReviewTableRow({
  row,
  onFix,
  onSkip,
  onInclude,
}: {
  row: ReviewRow;
  onFix: (row: ReviewRow) => void;
  onSkip: (lines: number[]) => void;
  onInclude: (line: number) => void;
}) {
  return (
    <tr
      className={
        row.status === "invalid"
          ? "bg-red-50/60 dark:bg-red-950/30"
          : row.status === "skipped"
            ? "opacity-60"
            : undefined
      }
    >
      <td className="tabular-nums text-zinc-600 dark:text-zinc-400">{row.line}</td>
      <td className="font-medium">
        {row.draft.name || none}
        {row.edited && <span className="ml-1 text-xs font-normal text-zinc-500">(fixed)</span>}
      </td>
      <td className="whitespace-nowrap">{row.draft.email || none}</td>
      <td>
        {row.draft.integrationSource || row.draft.externalId
          ? `${row.draft.integrationSource ?? "?"} · ${row.draft.externalId ?? "?"}`
          : none}
      </td>
      <td>
        <Status row={row} />
      </td>
      <td className="whitespace-nowrap text-right">
        {row.status === "skipped" ? (
          <Button variant="ghost" onClick={() => onInclude(row.line)} aria-label={`Include row ${row.line} again`}>
            Include
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => onFix(row)} aria-label={`Fix row ${row.line}`}>
              Fix
            </Button>
            <Button variant="ghost" onClick={() => onSkip([row.line])} aria-label={`Leave out row ${row.line}`}>
              Leave out
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
