"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { resourceModeLabels } from "@/lib/problems/labels";

const label = (mode: string | undefined) =>
  mode ? (resourceModeLabels[mode as keyof typeof resourceModeLabels] ?? mode) : "the current policy";
const inSentence = (mode: string | undefined) => (mode === "AI_ASSISTED" ? label(mode) : label(mode).toLowerCase());

interface ModeChangeDialogProps {
  open: boolean;
  from: string | undefined;
  to: string;
  addsAiUsage: boolean;
  categories: Array<{ title: string; weight: number }>;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a policy change is sent: the service rewrites every rubric for the new policy (spec 4.7) and leaves
 * the summaries as they were, so the manager sees what is there now and what will change before it does.
 */
export function ModeChangeDialog({
  open,
  from,
  to,
  addsAiUsage,
  categories,
  saving,
  onConfirm,
  onCancel,
}: ModeChangeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={`Change external resources to ${label(to)}?`}
      description={`From ${label(from)}. Screens already issued keep their settings.`}
    >
      <div className="space-y-3 text-sm">
        <p>
          Saving rewrites the rubric of every scoring category for {inSentence(to)} resources. The service chooses the
          new wording; it shows on this page once saved.
        </p>
        <table className="w-full text-left">
          <caption className="sr-only">Scoring categories before and after the change</caption>
          <thead className="text-xs uppercase text-zinc-600 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-1">
                Category
              </th>
              <th scope="col" className="py-1">
                Now
              </th>
              <th scope="col" className="py-1">
                After saving
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.title} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-1.5 pr-2">{c.title}</td>
                <td className="whitespace-nowrap py-1.5 pr-2 tabular-nums">weight {c.weight}</td>
                <td className="py-1.5">rubric rewritten{addsAiUsage ? ", weight rebalanced" : ""}</td>
              </tr>
            ))}
            {addsAiUsage && (
              <tr className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-1.5 pr-2">AI usage</td>
                <td className="py-1.5 pr-2 text-zinc-600 dark:text-zinc-400">—</td>
                <td className="py-1.5">added</td>
              </tr>
            )}
          </tbody>
        </table>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          The summaries candidates read are not rewritten: where they describe {inSentence(from)} resources they will be
          out of date, and this page will say so.
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={saving}>
          {saving ? "Saving…" : "Change policy and save"}
        </Button>
      </div>
    </Dialog>
  );
}
