"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { localeLabel } from "@/lib/problems/labels";
import type { ProblemChoice } from "./choices";
import type { BulkSetup, Sending } from "./use-start-job";

const n = (value: number) => value.toLocaleString("en");
const plural = (count: number, word: string) => `${n(count)} ${word}${count === 1 ? "" : "s"}`;

interface ConfirmProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  problem: ProblemChoice | undefined;
  setup: BulkSetup;
  count: number;
  /** Where the people come from, in words. */
  source: string;
  sending: Sending | null;
}

/** The last look before anything is sent: what, to how many, with which options. */
export function ConfirmDialog({ open, onClose, onConfirm, problem, setup, count, source, sending }: ConfirmProps) {
  const facts: Fact[] = [
    ["Candidates", `${plural(count, "candidate")} · ${source}`],
    ["Invitation email", setup.options.shouldSendEmail ? "Sent to each candidate" : "Not sent"],
    ["ID verification", setup.options.bypassIDCheck ? "Skipped" : "Required"],
    ["Invitation language", localeLabel(setup.options.inviteEmailLocale ?? "en")],
    ["Self-serve", setup.options.isSelfServe ? "Yes" : "No"],
  ];
  return (
    <Dialog
      open={open}
      onClose={sending ? () => undefined : onClose}
      title={`Issue ${problem?.name ?? "this problem"} to ${plural(count, "candidate")}`}
      description="The job runs on the server: you can leave its page and come back."
    >
      <FactList facts={facts} className="grid-cols-[auto_1fr] gap-x-4 gap-y-1.5" />
      {problem?.status === "Creating" && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          The problem is still being created: rows wait until it is Ready.
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={!!sending}>
          Go back
        </Button>
        <Button onClick={onConfirm} disabled={!!sending} aria-live="polite">
          {sending
            ? sending.sent < sending.total && sending.sent > 0
              ? `Sending ${n(sending.sent)} of ${n(sending.total)}…`
              : "Starting…"
            : `Issue ${plural(count, "screen")}`}
        </Button>
      </div>
    </Dialog>
  );
}
