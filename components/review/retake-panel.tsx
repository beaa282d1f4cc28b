"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/time/time-zone";
import { recommendRetakeAction } from "@/lib/actions/retake";
import { toast } from "@/lib/utils/toast";
import { TextLink } from "@/components/ui/text-link";
import type { RetakeOptions } from "@/lib/review/retake-schema";
import { RetakeDialog } from "./retake-dialog";

interface RetakeLinkView {
  interviewId: string;
  status: string | null;
  score: number | null;
  at: string;
}

const describe = (link: RetakeLinkView) =>
  link.status === "Completed"
    ? `completed${link.score === null ? "" : `, score ${Math.round(link.score)}`}`
    : (link.status?.toLowerCase() ?? "not yet in the dashboard's copy");

/**
 * The result's retakes both ways: which result this one retakes, the retakes issued for it, and "Issue a retake"
 * (a new screen of the same problem, said in a dialog before it is issued; the service allows one unstarted screen at
 * a time).
 */
export function RetakePanel({
  interviewId,
  problemName,
  retakeOf,
  retakes,
}: {
  interviewId: string;
  problemName: string;
  retakeOf: RetakeLinkView | null;
  retakes: RetakeLinkView[];
}) {
  const [pending, start] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const issue = (options: RetakeOptions) =>
    start(async () => {
      const result = await recommendRetakeAction({ interviewId, ...options });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setConfirming(false);
      const emailed = options.shouldSendEmail ? "The candidate is emailed their invitation." : "No email was sent.";
      toast.success(
        result.data.outcome === "issued"
          ? `Retake issued: a new screen of the same problem waits for the candidate. ${emailed}`
          : "The service allows one unstarted screen per problem (409) and one was already waiting: it is linked as the retake.",
      );
    });
  return (
    <section aria-labelledby="retake-heading" className="space-y-3">
      <h3 id="retake-heading" className="font-semibold">
        Retake
      </h3>
      {retakeOf && (
        <p className="text-sm">
          This result is a retake of{" "}
          <TextLink href={`/results/${encodeURIComponent(retakeOf.interviewId)}`} weight="medium">
            an earlier result
          </TextLink>{" "}
          ({describe(retakeOf)}, <LocalTime value={retakeOf.at} />
          ).
        </p>
      )}
      {retakes.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Retakes of this result">
          {retakes.map((retake, i) => (
            <li key={retake.interviewId}>
              <TextLink href={`/results/${encodeURIComponent(retake.interviewId)}`} weight="medium">
                Retake {i + 1}
              </TextLink>{" "}
              <span className="text-zinc-600 dark:text-zinc-400">
                {describe(retake)}, <LocalTime value={retake.at} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Issues a new screen of the same problem to the same candidate and links the two results.
      </p>
      <Button variant="secondary" disabled={pending} onClick={() => setConfirming(true)}>
        Issue a retake…
      </Button>
      <RetakeDialog
        open={confirming}
        problemName={problemName}
        pending={pending}
        onClose={() => setConfirming(false)}
        onConfirm={issue}
      />
    </section>
  );
}
