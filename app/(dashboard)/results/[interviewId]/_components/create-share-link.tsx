"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { defaultShareLinkDays, shareLinkDays, type ShareLinkDays } from "@/lib/share-links/days";
import { createShareLinkAction } from "../actions";

type Outcome = { link: string; copied: boolean } | { error: string } | null;

/**
 * Makes a dashboard share link and copies it. The token is shown once: only its hash is stored, so the link is
 * also printed here to copy by hand where the browser refuses the clipboard.
 */
export function CreateShareLink({ interviewId }: { interviewId: string }) {
  const [days, setDays] = useState<ShareLinkDays>(defaultShareLinkDays);
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const create = () =>
    start(async () => {
      const result = await createShareLinkAction({ interviewId, days });
      if (!result.ok) {
        setOutcome({ error: result.message });
        toast.error(result.message);
        return;
      }
      const link = `${window.location.origin}/shared/${result.data.token}`;
      const copied =
        (await navigator.clipboard?.writeText(link).then(
          () => true,
          () => false,
        )) ?? false;
      setOutcome({ link, copied });
      toast.success(copied ? "Share link made and copied." : "Share link made.");
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Works for</span>
          <Select value={days} onChange={(e) => setDays(Number(e.target.value) as ShareLinkDays)} disabled={pending}>
            {shareLinkDays.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </Select>
        </label>
        <Button onClick={create} disabled={pending}>
          {pending ? "Making link…" : "Create share link"}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome &&
          ("error" in outcome ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {outcome.error}
            </p>
          ) : (
            <div className="space-y-2 text-sm">
              <p className="text-zinc-700 dark:text-zinc-300">
                {outcome.copied ? "Copied. " : ""}This link is shown only now; anyone with it can read the results until
                it expires or is revoked.
              </p>
              <label className="sr-only" htmlFor="new-share-link">
                New share link
              </label>
              <Input
                id="new-share-link"
                readOnly
                value={outcome.link}
                onFocus={(e) => e.currentTarget.select()}
                autoFocus={!outcome.copied}
                className="font-mono text-xs"
              />
            </div>
          ))}
      </div>
    </div>
  );
}
