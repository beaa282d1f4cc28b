"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LocalTime } from "@/components/time/time-zone";
import type { RetentionSettings } from "@/lib/privacy/retention-schema";

export interface RetentionPreviewView {
  runAt: string;
  count: number;
  capped: boolean;
  sample: { id: string; name: string; lastEndedAt: string | null }[];
}

const n = (value: number) => value.toLocaleString("en");
const candidates = (count: number) => `${n(count)} candidate${count === 1 ? "" : "s"}`;

/**
 * The last look before retention is turned on or shortened: how many candidates the next nightly run would delete or
 * anonymize, and the first of them by name, so nobody learns it from the morning's audit log.
 */
export function RetentionPreviewDialog({
  preview,
  settings,
  turningOn,
  pending,
  onClose,
  onConfirm,
}: {
  preview: RetentionPreviewView | null;
  settings: RetentionSettings;
  turningOn: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const verb = settings.mode === "delete" ? "delete" : "anonymize";
  const count = preview ? `${preview.capped ? "more than " : ""}${candidates(preview.count)}` : "";
  const rest = preview ? preview.count - preview.sample.length : 0;
  return (
    <Dialog
      open={!!preview}
      onClose={pending ? () => undefined : onClose}
      title={
        turningOn ? `Turn on retention at ${n(settings.days)} days?` : `Shorten retention to ${n(settings.days)} days?`
      }
      description={
        preview && (
          <>
            The next nightly run, <LocalTime value={preview.runAt} />, would {verb} <strong>{count}</strong>
            {preview.count ? ": everything the dashboard holds on them goes, and cannot be brought back." : "."}
          </>
        )
      }
    >
      {preview && preview.sample.length > 0 && (
        <div className="max-h-64 overflow-y-auto rounded-md border border-zinc-200 dark:border-zinc-800">
          <ul
            aria-label="Candidates the next run would take"
            className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800"
          >
            {preview.sample.map((c) => (
              <li key={c.id} className="flex justify-between gap-3 px-3 py-1.5">
                <span className="font-medium">{c.name}</span>
                <span className="text-zinc-600 dark:text-zinc-400">
                  last screen ended <LocalTime value={c.lastEndedAt} dateOnly />
                </span>
              </li>
            ))}
          </ul>
          {rest > 0 && (
            <p className="border-t border-zinc-200 px-3 py-1.5 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              and {preview.capped ? "more than " : ""}
              {candidates(rest)} more
            </p>
          )}
        </div>
      )}
      {preview?.count === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Nobody is due tonight; candidates become due as their last screen passes {n(settings.days)} days.
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Go back
        </Button>
        <Button variant={preview?.count ? "danger" : "primary"} onClick={onConfirm} disabled={pending}>
          {pending
            ? "Saving…"
            : preview?.count
              ? `Save: ${verb} ${count} tonight`
              : turningOn
                ? "Turn on retention"
                : "Save"}
        </Button>
      </div>
    </Dialog>
  );
}
