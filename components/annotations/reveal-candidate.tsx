"use client";

import { useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { revealCandidateAction } from "@/lib/actions/annotations";

/**
 * Blind review: who the candidate is, once the reviewer's own verdicts on this result are recorded. The server
 * checks the rule again and audits the reveal; the page then renders with the candidate's identity.
 */
export function RevealCandidate({
  interviewId,
  pseudonym,
  allowed,
}: {
  interviewId: string;
  pseudonym: string;
  allowed: boolean;
}) {
  const [pending, setPending] = useState(false);
  async function reveal() {
    setPending(true);
    const result = await revealCandidateAction({ interviewId });
    setPending(false);
    if (result.ok) toast.success("Candidate revealed. The reveal is in the audit log.");
    else toast.error(result.message);
  }
  return (
    <div className="space-y-2 text-sm" data-blind-review>
      <h3 className="font-semibold">Blind review</h3>
      <p className="text-zinc-600 dark:text-zinc-400">
        You see this candidate as <span className="font-medium text-zinc-900 dark:text-zinc-100">{pseudonym}</span>.{" "}
        {allowed
          ? "Your verdicts are recorded: you may reveal who it is (the reveal is audited)."
          : "Record your verdict on every flag (or your decision, when there are no flags) to be able to reveal who it is."}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="disabled:opacity-50"
        disabled={!allowed || pending}
        onClick={() => void reveal()}
      >
        {pending ? "Revealing…" : "Reveal candidate"}
      </Button>
    </div>
  );
}
