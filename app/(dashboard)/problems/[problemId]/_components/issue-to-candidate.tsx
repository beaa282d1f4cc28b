"use client";

import { useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextLink } from "@/components/ui/text-link";
import { issueScreenAction } from "../../../candidates/[candidateId]/actions";
import { CandidateMatches } from "./candidate-matches";
import { useCandidateSearch, type Found } from "./use-candidate-search";

/** Finds one candidate by name or email and issues the problem to them (the same action as a candidate's page). */
export function IssueToCandidate({ problemId }: { problemId: string }) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<Found | null>(null);
  const [sendEmail, setSendEmail] = useState(true);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<{ candidate: Found; already: boolean } | null>(null);
  const search = useCandidateSearch(text);

  const issue = async () => {
    if (!chosen) return;
    setBusy(true);
    const result = await issueScreenAction({ candidateIdentifier: chosen.id, problemId, shouldSendEmail: sendEmail });
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    const already = result.data.outcome === "already-issued";
    setIssued({ candidate: chosen, already });
    if (already) toast.warning(`${chosen.name} already has an unstarted screen for this problem.`);
    else
      toast.success(
        sendEmail
          ? `Screen issued to ${chosen.name}; the invitation is on its way.`
          : `Screen issued to ${chosen.name} without an email.`,
      );
  };

  return (
    <>
      <Field
        label="Candidate"
        htmlFor="issue-candidate-search"
        hint="Type part of a name, an email or an ATS id, then choose the person."
      >
        <Input
          id="issue-candidate-search"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            setIssued(null);
          }}
        />
      </Field>
      <CandidateMatches search={search} chosen={chosen} onChoose={setChosen} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
        <span>
          Email the invitation to the candidate
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
            Off: no invitation is sent, and the service&apos;s API gives no link to pass on.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={issue} disabled={!chosen || busy}>
          {busy ? "Issuing…" : chosen ? `Issue to ${chosen.name}` : "Issue screen"}
        </Button>
        {issued && (
          <p role="status" className="text-sm">
            {issued.already ? "Already issued and not started: " : "Issued: "}
            <TextLink href={`/candidates/${encodeURIComponent(issued.candidate.id)}`} weight="medium">
              {issued.candidate.name}&apos;s page
            </TextLink>
          </p>
        )}
      </div>
    </>
  );
}
