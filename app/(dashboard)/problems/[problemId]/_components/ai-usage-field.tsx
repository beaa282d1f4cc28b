"use client";

import type { UseFormReturn } from "react-hook-form";
import type { EditValues } from "@/lib/problems/edit-diff";
import { aiUsageRule } from "@/lib/problems/edit-rules";

/** AI-usage scoring: only under the AI-assisted policy; otherwise the rule says why it is off. */
export function AiUsageField({ form }: { form: UseFormReturn<EditValues> }) {
  const values = form.watch();
  const aiAllowed = values.externalResourceMode === "AI_ASSISTED";
  const error = form.formState.errors.includeAiUsageScoring;
  return (
    <div className="space-y-1.5 self-end">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          disabled={!aiAllowed}
          checked={aiAllowed && values.includeAiUsageScoring}
          onChange={(e) => form.setValue("includeAiUsageScoring", e.target.checked, { shouldValidate: true })}
          aria-describedby="edit-ai-hint"
        />
        Score AI usage
      </label>
      <p id="edit-ai-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
        {aiAllowed ? "Adds an AI-usage scoring category." : aiUsageRule}
      </p>
      {error && <p className="text-sm text-red-700 dark:text-red-400">{error.message}</p>}
    </div>
  );
}
