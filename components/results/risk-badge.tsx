import { Badge, type BadgeProps } from "@/components/ui/badge";

const tones: Record<string, BadgeProps["tone"]> = { low: "success", medium: "warning", high: "danger" };
const labels: Record<string, string> = { low: "Low risk", medium: "Medium risk", high: "High risk" };

/** The integrity report's risk; a value the spec does not name shows as neutral text rather than a guess. */
export function RiskBadge({ risk }: { risk: string }) {
  return <Badge tone={tones[risk] ?? "neutral"}>{labels[risk] ?? `Risk: ${risk}`}</Badge>;
}
