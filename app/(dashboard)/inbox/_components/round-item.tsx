import { Time } from "@/components/time/time";
import { Badge } from "@/components/ui/badge";
import { cardClass } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import type { InboxItem } from "@/lib/inbox/list-waiting";
import { isOverdue } from "@/lib/review/due-date";
import { formatDate } from "@/lib/utils/format";

/** A calibration round the reader has results left to decide in: how far they are, and by when. */
export function RoundItem({
  item,
  zone,
  now,
}: {
  item: Extract<InboxItem, { type: "calibration" }>;
  zone: string;
  now: Date;
}) {
  const overdue = isOverdue(item.dueAt, zone, now);
  return (
    <li className={cardClass({ className: "space-y-2", padding: 4 })}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge>Calibration round</Badge>
        {overdue && <Badge tone="danger">Overdue</Badge>}
      </div>
      <h2 className="font-medium">
        <TextLink href={item.href} weight="medium">
          {item.name}
        </TextLink>
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {`${item.problem} · ${item.decided} of ${item.items} decided`}
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {/* A due date is a calendar day: shown as stored, whatever the reader's zone. */}
        {item.dueAt ? (
          <span className={overdue ? "font-medium text-red-700 dark:text-red-400" : undefined}>
            Due {formatDate(item.dueAt, "UTC")}
          </span>
        ) : (
          "No due date"
        )}{" "}
        · added <Time value={item.at} />
      </p>
    </li>
  );
}
