import { Card } from "@/components/ui/card";
import { ScoutForm } from "./scout-form";
import { ScoutRuns, type ScoutRequestView } from "./scout-runs";

/** Starting a Scout verification of the candidate, and the runs so far. */
export function ScoutPanel({ candidateId, requests }: { candidateId: string; requests: ScoutRequestView[] }) {
  return (
    <Card aria-labelledby="scout-heading" as="section" className="space-y-3" padding={4}>
      <h2 id="scout-heading" className="font-semibold">
        Scout verification
      </h2>
      <ScoutForm candidateId={candidateId} />
      <ScoutRuns requests={requests} />
    </Card>
  );
}
