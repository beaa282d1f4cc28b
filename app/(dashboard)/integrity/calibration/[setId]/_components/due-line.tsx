import { Badge } from "@/components/ui/badge";
import { TextLink } from "@/components/ui/text-link";
import { isOverdue } from "@/lib/review/due-date";
import { formatDate } from "@/lib/utils/format";

/** The way back to the sets, and the set's due day (a calendar day, shown as stored), marked once it has passed. */
export function DueLine({ dueAt, closed, zone }: { dueAt: Date | null; closed: boolean; zone: string }) {
  const overdue = !closed && isOverdue(dueAt, zone, new Date());
  return (
    <p className="-mt-3 mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <TextLink href="/integrity/calibration">← Calibration sets</TextLink>
      <span className={overdue ? "font-medium text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}>
        {dueAt ? `Due ${formatDate(dueAt, "UTC")}` : "No due date"}
      </span>
      {overdue && <Badge tone="danger">Overdue</Badge>}
    </p>
  );
}
