"use client";

import { useEffect, useState } from "react";
import { formatTotal } from "@/lib/utils/format";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { issueScreenAction } from "../../../candidates/[candidateId]/actions";
import { findCandidatesAction } from "../actions";
import { RuleNotice } from "./rule-notice";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

interface Found {
  id: string;
  name: string;
  email: string;
}

/** Candidates matching the search, asked for once typing pauses for 250 ms. */
function useCandidateSearch(text: string) {
  const [state, setState] = useState<{
    found: Found[];
    total: number;
    totalIsFloor: boolean;
    error: string | null;
    for: string;
  }>({
    found: [],
    total: 0,
    totalIsFloor: false,
    error: null,
    for: "",
  });
  const q = text.trim();
  useEffect(() => {
    if (q.length < 2) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await findCandidatesAction({ q });
      if (cancelled) return;
      setState(
        result.ok
          ? {
              found: result.data.candidates,
              total: result.data.total,
              totalIsFloor: result.data.totalIsFloor,
              error: null,
              for: q,
            }
          : { found: [], total: 0, totalIsFloor: false, error: result.message, for: q },
      );
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [q]);
  return q.length < 2 ? null : state.for === q ? state : "searching";
}

/**
 * Issues this problem to one candidate found by name or email (the same action as a candidate's page), or, for
 * admins, starts a bulk job with the problem chosen. A problem that cannot be issued says why instead.
 */
export function IssueFromProblem({
  problemId,
  refusal,
  isAdmin,
}: {
  problemId: string;
  refusal: string | null;
  isAdmin: boolean;
}) {
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
    <Card aria-labelledby="issue-problem-heading" as="section" className="space-y-4">
      <SectionHeader id="issue-problem-heading" title="Issue this problem" />
      {refusal ? (
        <RuleNotice tone="warning" title="This problem cannot be issued now">
          It is {refusal}.
        </RuleNotice>
      ) : (
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
          {search === "searching" && <p className="text-sm text-zinc-600 dark:text-zinc-400">Searching…</p>}
          {search && search !== "searching" && search.error && (
            <p className="text-sm text-red-700 dark:text-red-400">{search.error}</p>
          )}
          {search && search !== "searching" && !search.error && (
            <fieldset className="space-y-1">
              <legend className="sr-only">Matching candidates</legend>
              {search.found.length === 0 && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  No candidate matches. Create one on the Candidates page.
                </p>
              )}
              {search.found.map((c) => (
                <label
                  key={c.id}
                  className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800/50"
                >
                  <input
                    type="radio"
                    name="issue-candidate"
                    className="mt-1 accent-indigo-600"
                    checked={chosen?.id === c.id}
                    onChange={() => setChosen(c)}
                  />
                  <span>
                    {c.name}
                    <span className="block break-all text-xs text-zinc-600 dark:text-zinc-400">{c.email}</span>
                  </span>
                </label>
              ))}
              {search.total > search.found.length && (
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  The first {search.found.length} of {formatTotal(search.total, search.totalIsFloor)} matches: type more
                  to narrow them.
                </p>
              )}
            </fieldset>
          )}
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={sendEmail}
              onChange={(e) => setSendEmail(e.target.checked)}
            />
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
      )}
      <p className="border-t border-zinc-100 pt-3 text-sm dark:border-zinc-800">
        {isAdmin ? (
          <TextLink href={`/bulk/new?problemId=${encodeURIComponent(problemId)}`} weight="medium">
            Issue to many candidates (bulk job)
          </TextLink>
        ) : (
          <span className="text-zinc-600 dark:text-zinc-400">
            Issuing to many candidates at once (a bulk job) is for admins.
          </span>
        )}
      </p>
    </Card>
  );
}
