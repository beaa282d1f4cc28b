"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { shareResultsLinkAction } from "../actions";
import { textLinkClass } from "@/components/ui/link-styles";

type Outcome = { link: string; copied: boolean } | { error: string } | null;

/**
 * For admins: asks the server for the service's own share link (spec 4.16) and copies it. It cannot be revoked, so
 * the panel around this button says so first. The link is also shown under the button, so it can be copied by hand
 * where the browser refuses the clipboard (an insecure origin, a denied permission).
 */
export function ServiceLinkButton({ interviewId }: { interviewId: string }) {
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
      if (copied) toast.success("The service's link copied to the clipboard.");
    });

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={share} disabled={pending}>
        {pending ? "Getting link…" : "Reveal the service's link"}
      </Button>
      <div aria-live="polite">
        {outcome && (
          <div
            onKeyDown={(e) => e.key === "Escape" && setOutcome(null)}
            className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            {"error" in outcome ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {outcome.error}
              </p>
            ) : (
              <>
                <p className="text-zinc-700 dark:text-zinc-300">
                  {outcome.copied
                    ? "Copied. Anyone with this link can read the results, for good:"
                    : "Copying was not allowed here. Copy the link yourself:"}
                </p>
                <label className="sr-only" htmlFor="service-link">
                  The service&apos;s share link
                </label>
                <Input
                  id="service-link"
                  readOnly
                  value={outcome.link}
                  onFocus={(e) => e.currentTarget.select()}
                  autoFocus={!outcome.copied}
                  className="font-mono text-xs"
                />
                <a href={outcome.link} target="_blank" rel="noreferrer" className={`inline-block ${textLinkClass}`}>
                  Open the service&apos;s page
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
