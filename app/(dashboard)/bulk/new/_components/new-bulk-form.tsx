"use client";

import { Suspense, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { bulkSetupSchema } from "@/lib/bulk/job-schemas";
import type { CandidateChoices, ProblemChoice } from "./choices";
import { CandidatePicker, type PickedCandidates } from "./candidate-picker";
import { ConfirmDialog } from "./confirm-dialog";
import { CsvRosterField, type CsvRoster } from "./csv-roster";
import { OptionsFields } from "./options-fields";
import { ProblemField } from "./problem-field";
import { RosterSourceChoice, type RosterSource } from "./roster-source";
import { useStartJob, type BulkSetup } from "./use-start-job";

const defaults: BulkSetup = { problemId: "", options: { shouldSendEmail: true, bypassIDCheck: false, isSelfServe: false, inviteEmailLocale: "en" } };
const n = (value: number) => value.toLocaleString("en");

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PickerSkeleton() {
  return (
    <div role="status" aria-label="Loading candidates" className="space-y-2">
      <Skeleton className="h-9 w-full max-w-2xl" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

/** Problem, people (CSV or table), options, then a confirmation; nothing is sent before it. */
export function NewBulkForm({ problems, candidates }: { problems: ProblemChoice[]; candidates: Promise<CandidateChoices> }) {
  const form = useForm<BulkSetup>({ resolver: zodResolver(bulkSetupSchema), defaultValues: defaults });
  const [source, setSource] = useState<RosterSource>("csv");
  const [csv, setCsv] = useState<CsvRoster | null>(null);
  const [picked, setPicked] = useState<PickedCandidates>({ selection: {}, entries: [] });
  const [rosterError, setRosterError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const { start, sending } = useStartJob();

  const chosen = problems.find((p) => p.id === form.watch("problemId"));
  const roster = source === "csv" ? (csv?.entries ?? []) : picked.entries;
  const sourceText =
    source === "csv" && csv ? `from ${csv.fileName}${csv.invalid ? `, ${n(csv.invalid)} row${csv.invalid === 1 ? "" : "s"} with errors left out` : ""}` : "chosen from the candidates table";

  const review = form.handleSubmit(
    () => {
      if (!roster.length) {
        setRosterError(source === "csv" ? "Choose a CSV file with at least one valid row." : "Select at least one candidate.");
        document.getElementById("bulk-who")?.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
      setConfirming(true);
    },
    () => {
      if (!roster.length) setRosterError(source === "csv" ? "Choose a CSV file with at least one valid row." : "Select at least one candidate.");
    },
  );

  return (
    <form onSubmit={review} noValidate className="space-y-6 pb-4">
      <Step id="bulk-problem-heading" title="1. Problem">
        <ProblemField problems={problems} chosen={chosen} error={form.formState.errors.problemId?.message} registration={form.register("problemId")} />
      </Step>

      <Step id="bulk-who" title="2. Candidates">
        <RosterSourceChoice value={source} onChange={setSource} />
        {source === "csv" ? (
          <CsvRosterField value={csv} onChange={setCsv} error={roster.length ? undefined : rosterError} />
        ) : (
          <>
            <Suspense fallback={<PickerSkeleton />}>
              <CandidatePicker choices={candidates} value={picked} onChange={setPicked} />
            </Suspense>
            {!roster.length && rosterError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {rosterError}
              </p>
            )}
          </>
        )}
      </Step>

      <Step id="bulk-options-heading" title="3. Options">
        <OptionsFields register={form.register} locale={form.watch("options.inviteEmailLocale") ?? "en"} supportsFrench={chosen?.supportsFrench ?? null} />
      </Step>

      <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white/95 px-5 py-3 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <p className="text-sm" aria-live="polite">
          {chosen ? <strong>{chosen.name}</strong> : "No problem chosen"} · {n(roster.length)} candidate{roster.length === 1 ? "" : "s"}
        </p>
        <Button type="submit">Review and start</Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const started = await start(form.getValues(), roster);
          if (!started) setConfirming(false);
        }}
        problem={chosen}
        setup={form.watch()}
        count={roster.length}
        source={sourceText}
        sending={sending}
      />
    </form>
  );
}
