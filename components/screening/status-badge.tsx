import { Badge, type BadgeProps } from "@/components/ui/badge";

const tones: Record<string, BadgeProps["tone"]> = {
  Completed: "success",
  Ready: "success",
  "In Progress": "warning",
  Invited: "neutral",
  "Not Started": "neutral",
  Creating: "warning",
  Expired: "danger",
  Archived: "neutral",
};

/** Any status the service sends, known or not; unknown values show as neutral text. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? "neutral"}>{status}</Badge>;
}
