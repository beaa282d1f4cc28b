"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { shareResultsLinkAction } from "../actions";

type Outcome = { link: string; copied: boolean } | { error: string } | null;

/**
 * Asks the server for the results' share link and copies it. The link is also shown under the button, so it
 * can be copied by hand where the browser refuses the clipboard (an insecure origin, a denied permission).
 */
export function ShareLinkButton({ interviewId }: { interviewId: string }) {
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const share = () =>
    startTransition(async () => {
      const result = await shareResultsLinkAction({ interviewId });
      if (!result.ok) {
        setOutcome({ error: result.message });
        toast.error(result.message);
        return;
      }
      const link = result.data.shareLink;
      const copied = await navigator.clipboard?.writeText(link).then(
        () => true,
        () => false,
      );
      setOutcome({ link, copied: copied ?? false });
      if (copied) toast.success("Share link copied to the clipboard.");
    });

  return (
    <div className="relative">
      <Button variant="secondary" onClick={share} disabled={pending}>
        {pending ? "Getting link…" : "Copy share link"}
      </Button>
      <div aria-live="polite">
        {outcome && (
          <div
            onKeyDown={(e) => e.key === "Escape" && setOutcome(null)}
            className="absolute right-0 top-full z-20 mt-2 w-96 max-w-[calc(100vw-2rem)] space-y-2 rounded-lg border border-zinc-200 bg-white p-3 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
          >
            {"error" in outcome ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {outcome.error}
              </p>
            ) : (
              <>
                <p className="text-zinc-700 dark:text-zinc-300">
                  {outcome.copied ? "Copied. Anyone with this link can read the results:" : "Copying was not allowed here. Copy the link yourself:"}
                </p>
                <label className="sr-only" htmlFor="share-link">
                  Share link
                </label>
                <Input id="share-link" readOnly value={outcome.link} onFocus={(e) => e.currentTarget.select()} autoFocus={!outcome.copied} className="font-mono text-xs" />
                <a href={outcome.link} target="_blank" rel="noreferrer" className="inline-block text-indigo-700 hover:underline dark:text-indigo-300">
                  Open the shared results
                </a>
              </>
            )}
            <div className="flex justify-end">
              <Button variant="ghost" className="h-7 px-2 text-xs" onClick={() => setOutcome(null)}>
                Close
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
