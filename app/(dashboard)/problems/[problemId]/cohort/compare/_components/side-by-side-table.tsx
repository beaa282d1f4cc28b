import { StatusBadge } from "@/components/screening/status-badge";
import { Time } from "@/components/time/time";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import type { CompareItem } from "@/lib/cohort/read-compare";
import { localeLabel, resourceModeLabel } from "@/lib/problems/labels";
import { formatDuration } from "@/lib/utils/format";
import { DecisionsCell, IntegrityCell, NotesCell, ScoreCell } from "./compare-cells";
import { CompareRow, notFinished } from "./compare-row";
import { candidateColours } from "./dimension-bars";

/** The candidates in columns, each under its colour (the one of the dimension bars) and a link to the result. */
function CandidateHeads({ items }: { items: CompareItem[] }) {
  return (
    <tr>
      <td />
      {items.map((item, i) => (
        <th key={item.id} scope="col" className="pr-4 pb-2 text-left align-bottom">
          <span aria-hidden className={`mr-2 inline-block size-3 rounded-sm ${candidateColours[i]}`} />
          <TextLink href={`/results/${encodeURIComponent(item.id)}`} weight="semibold">
            {item.candidateName}
          </TextLink>
          {item.candidateEmail && (
            <span className="block text-xs font-normal break-all text-zinc-600 dark:text-zinc-400">
              {item.candidateEmail}
            </span>
          )}
        </th>
      ))}
    </tr>
  );
}

/** The candidates side by side: score, status, when and how long, the settings, integrity, decisions and notes. */
export function SideBySideTable({ items, graded }: { items: CompareItem[]; graded: number }) {
  const settings = (item: CompareItem) =>
    item.results
      ? `${resourceModeLabel(item.results.settings.external_resource_mode)} · ${localeLabel(item.results.settings.spoken_locale)}`
      : notFinished(item);
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">The candidates side by side</caption>
        <thead>
          <CandidateHeads items={items} />
        </thead>
        <tbody>
          <CompareRow title="Score" items={items} cell={(item) => <ScoreCell item={item} graded={graded} />} />
          <CompareRow title="Status" items={items} cell={(item) => <StatusBadge status={item.status} />} />
          <CompareRow
            title="Completed"
            items={items}
            cell={(item) => (item.results ? <Time value={item.results.completed_at} /> : notFinished(item))}
          />
          <CompareRow
            title="Time taken"
            items={items}
            cell={(item) => (item.results ? formatDuration(item.results.completion_time_seconds) : notFinished(item))}
          />
          <CompareRow title="Settings in effect" items={items} cell={settings} />
          <CompareRow title="Integrity" items={items} cell={(item) => <IntegrityCell item={item} />} />
          <CompareRow title="Decisions" items={items} cell={(item) => <DecisionsCell item={item} />} />
          <CompareRow title="Notes" items={items} cell={(item) => <NotesCell item={item} />} />
        </tbody>
      </table>
    </Card>
  );
}
