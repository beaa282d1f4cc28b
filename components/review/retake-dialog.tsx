"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { localeLabels } from "@/lib/problems/labels";
import { locales } from "@/lib/api-contract/limits";
import type { RetakeOptions } from "@/lib/review/retake-schema";

/**
 * What "Issue a retake" will do, said before it does it: the problem, the candidate's invitation email (sent or not)
 * and its language, and that the service keeps one unstarted screen per candidate and problem.
 */
export function RetakeDialog({
  open,
  problemName,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  problemName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (options: RetakeOptions) => void;
}) {
  const [options, setOptions] = useState<RetakeOptions>({ shouldSendEmail: true, inviteEmailLocale: "en" });
  const emailId = useId();
  const localeId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      title="Issue a retake"
      description={
        <>
          A new screen of <strong>{problemName}</strong> for this candidate, linked to this result. If one is already
          waiting unstarted, the service keeps that one and it becomes the retake.
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <label htmlFor={emailId} className="flex items-start gap-3">
          <input
            id={emailId}
            type="checkbox"
            checked={options.shouldSendEmail}
            onChange={(e) => setOptions({ ...options, shouldSendEmail: e.target.checked })}
            className="mt-0.5 size-4 accent-indigo-600"
          />
          <span>
            Email the candidate their invitation
            <span className="block text-zinc-600 dark:text-zinc-400">
              {options.shouldSendEmail
                ? "The service sends it as soon as the screen is issued."
                : "Nothing is sent: you give the candidate the screen's link yourself."}
            </span>
          </span>
        </label>
        <div className="space-y-1.5">
          <label htmlFor={localeId} className="block font-medium">
            Language of the invitation
          </label>
          <Select
            id={localeId}
            value={options.inviteEmailLocale}
            onChange={(e) =>
              setOptions({ ...options, inviteEmailLocale: e.target.value as RetakeOptions["inviteEmailLocale"] })
            }
            className="w-48"
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {localeLabels[locale]}
              </option>
            ))}
          </Select>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Used where the problem is offered in it; otherwise the service writes in English.
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Go back
        </Button>
        <Button onClick={() => onConfirm(options)} disabled={pending}>
          {pending ? "Issuing…" : options.shouldSendEmail ? "Issue and email the candidate" : "Issue without an email"}
        </Button>
      </div>
    </Dialog>
  );
}
