"use client";

import { Link } from "@/components/ui/link";
import type { UseFormRegisterReturn } from "react-hook-form";
import { StatusBadge } from "@/components/screening/status-badge";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { problemTypeLabel } from "@/lib/problems/labels";
import { whyNotIssuable } from "@/lib/problems/issuable";
import type { ProblemChoice } from "./choices";

/** The problem to issue, from the registry, with its status; a Creating one may be chosen (its rows wait). */
export function ProblemField({
  problems,
  chosen,
  error,
  registration,
}: {
  problems: ProblemChoice[];
  chosen: ProblemChoice | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="space-y-3">
      <Field
        label="Problem"
        htmlFor="bulk-problem"
        error={error}
        hint={
          problems.length ? (
            "Problems your team has seen. Add others on the Problems page."
          ) : (
            <>
              No problems known yet: open the{" "}
              <Link href="/problems" className="underline">
                Problems page
              </Link>{" "}
              and use Refresh all, or add one by id.
            </>
          )
        }
      >
        <Select id="bulk-problem" className="w-full max-w-xl" {...registration}>
          <option value="">Choose a problem…</option>
          {problems.map((p) => {
            const refusal = whyNotIssuable(p.status, { waitsForReady: true });
            return (
              <option key={p.id} value={p.id} disabled={Boolean(refusal)}>
                {p.name}
                {refusal ? ` — ${refusal}` : p.status ? ` — ${p.status}` : ""}
                {p.type === "video-screen" ? " · video" : ""}
              </option>
            );
          })}
        </Select>
      </Field>
      {chosen && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          {chosen.status && <StatusBadge status={chosen.status} />}
          <span>{problemTypeLabel(chosen.type)}</span>
          <code className="text-xs text-zinc-600 dark:text-zinc-400">{chosen.id}</code>
        </div>
      )}
      {chosen?.status === "Creating" && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          This problem is still being created. The job can start now: its rows wait and are issued once the problem is
          Ready.
        </p>
      )}
    </div>
  );
}
