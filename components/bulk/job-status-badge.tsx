import { Badge } from "@/components/ui/badge";
import { jobStatusLabel, jobStatusTone, rowStateLabel, rowStateTone } from "@/lib/bulk/labels";

export function JobStatusBadge({ status }: { status: string }) {
  return <Badge tone={jobStatusTone(status)}>{jobStatusLabel(status)}</Badge>;
}

export function RowStateBadge({ state }: { state: string }) {
  return <Badge tone={rowStateTone(state)}>{rowStateLabel(state)}</Badge>;
}
