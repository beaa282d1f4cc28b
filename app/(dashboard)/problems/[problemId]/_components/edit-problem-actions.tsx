"use client";

import { Button } from "@/components/ui/button";
import type { EditValues } from "@/lib/problems/edit-diff";

const fieldLabels: Record<keyof EditValues, string> = {
  problemTitle: "Title",
  desiredTime: "Duration",
  externalResourceMode: "External resources",
  includeAiUsageScoring: "AI-usage scoring",
  expirationDays: "Link validity",
};

function changesLine(changed: (keyof EditValues)[], blocked: boolean) {
  if (changed.length) return `Will send: ${changed.map((key) => fieldLabels[key]).join(", ")}`;
  return blocked ? "" : "No changes yet.";
}

/** Save and discard, and which fields a save would send. */
export function EditProblemActions({
  changed,
  blocked,
  submitting,
  saving,
  onDiscard,
}: {
  changed: (keyof EditValues)[];
  blocked: boolean;
  submitting: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  const nothing = blocked || submitting || changed.length === 0;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={nothing || saving}>
        {submitting || saving ? "Saving…" : "Save changes"}
      </Button>
      <Button variant="ghost" disabled={nothing} onClick={onDiscard}>
        Discard
      </Button>
      <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {changesLine(changed, blocked)}
      </p>
    </div>
  );
}
