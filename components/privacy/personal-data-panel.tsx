"use client";

import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { secondaryLinkClass } from "@/components/ui/link-styles";
import { placeLegalHoldAction, releaseLegalHoldAction } from "@/lib/actions/privacy";
import { EraseDialog } from "./erase-dialog";
import { Card } from "@/components/ui/card";

interface PersonalDataPanelProps {
  candidateId: string;
  name: string;
  hold: { reason: string; placedByEmail: string; placedAt: string } | null;
}

/** Admin only, on the candidate's page: export everything held on them, legal hold, and erasure. */
export function PersonalDataPanel({ candidateId, name, hold }: PersonalDataPanelProps) {
  const [erasing, setErasing] = useState(false);
  const [holding, setHolding] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, start] = useTransition();
  const reasonId = useId();
  const place = () =>
    start(async () => {
      const result = await placeLegalHoldAction({ candidateId, reason });
      if (result.ok) {
        toast.success("Legal hold placed: retention skips them and erasure is refused until it is released.");
        setHolding(false);
        setReason("");
      } else toast.error(result.message);
    });
  const release = () =>
    start(async () => {
      const result = await releaseLegalHoldAction({ candidateId });
      if (result.ok) toast.success("Legal hold released.");
      else toast.error(result.message);
    });
  return (
    <Card aria-labelledby="personal-data-heading" as="section" className="space-y-3 text-sm" padding={4}>
      <h2 id="personal-data-heading" className="font-semibold">
        Personal data
      </h2>
      <p className="text-zinc-600 dark:text-zinc-400">
        Everything the dashboard holds on this candidate, for a subject access request, or erased on request.
      </p>
      <a href={`/candidates/${encodeURIComponent(candidateId)}/export`} className={secondaryLinkClass} download>
        Export (ZIP)
      </a>
      {hold ? (
        <div className="space-y-2 rounded-md border border-zinc-300 p-3 dark:border-zinc-700">
          <p className="font-medium">On legal hold</p>
          <p>
            Placed by {hold.placedByEmail} on {hold.placedAt.slice(0, 10)}: {hold.reason}
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">Retention skips them; erasure is refused.</p>
          <Button variant="secondary" onClick={release} disabled={pending}>
            Release hold
          </Button>
        </div>
      ) : holding ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            place();
          }}
          className="space-y-2"
        >
          <Field label="Why hold their data" htmlFor={reasonId}>
            <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} required />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={pending}>
              Place hold
            </Button>
            <Button variant="secondary" onClick={() => setHolding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setHolding(true)}>
            Place legal hold…
          </Button>
          <Button variant="danger" onClick={() => setErasing(true)}>
            Erase…
          </Button>
        </div>
      )}
      <EraseDialog
        open={erasing}
        onClose={() => setErasing(false)}
        candidateIds={[candidateId]}
        label={name}
        then="/candidates"
      />
    </Card>
  );
}
