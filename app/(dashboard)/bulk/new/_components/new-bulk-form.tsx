"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { ProblemChoice } from "./choices";
import { CandidatePicker } from "./candidate-picker";
import { nothingPicked, pickedCount, type PickedCandidates } from "./picked-candidates";
import { ConfirmDialog } from "./confirm-dialog";
import type { ImportSummary } from "@/components/roster-import/use-roster-import";
import { useReviewWhenReady } from "@/components/roster-import/use-review-when-ready";
import { RosterMessage } from "./roster-message";
import { LazyRosterImport } from "@/components/roster-import/lazy-roster-import";
import { OptionsFields } from "./options-fields";
import { ProblemField } from "./problem-field";
import { RosterSourceChoice, type RosterSource } from "./roster-source";
import { useStartJob, type BulkSetup } from "./use-start-job";
import { Step } from "./step";

const defaults: BulkSetup = {
  problemId: "",
  options: { shouldSendEmail: true, bypassIDCheck: false, isSelfServe: false, inviteEmailLocale: "en" },
};
const n = (value: number) => value.toLocaleString("en");

/** Where the people come from, as the confirmation says it: the file and what it holds. */
function fileText(file: ImportSummary) {
  return `from ${file.fileName}: ${n(file.counts.new)} new, ${n(file.counts.matched)} matched${file.counts.skipped ? `, ${n(file.counts.skipped)} row${file.counts.skipped === 1 ? "" : "s"} left out` : ""}`;
}

/** The bar kept at the bottom: the problem and how many candidates, and the button to review them. */
function StartBar({ problem, count }: { problem: ProblemChoice | undefined; count: number }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white/95 px-5 py-3 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
      <p className="text-sm" aria-live="polite">
        {problem ? <strong>{problem.name}</strong> : "No problem chosen"} · {n(count)} candidate{count === 1 ? "" : "s"}
      </p>
      <Button type="submit">Review and start</Button>
    </div>
  );
}

/** Problem, people (CSV or table), options, then a confirmation; nothing is sent before it. */
export function NewBulkForm({
  problems,
  sources,
  statuses,
  initialProblemId,
}: {
  problems: ProblemChoice[];
  sources: string[];
  statuses: string[];
  initialProblemId: string;
}) {
  const form = useForm<BulkSetup>({
    resolver: lazyResolver<BulkSetup>(() =>
      Promise.all([import("@hookform/resolvers/zod"), import("@/lib/bulk/job-schemas")]).then(
        ([{ zodResolver }, { bulkSetupSchema }]) => zodResolver(bulkSetupSchema),
      ),
    ),
    defaultValues: { ...defaults, problemId: initialProblemId },
  });
  const [source, setSource] = useState<RosterSource>("file");
  const [file, setFile] = useState<ImportSummary | null>(null);
  const [picked, setPicked] = useState<PickedCandidates>(nothingPicked);
  const [rosterError, setRosterError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const { start, startFromCandidates, sending } = useStartJob();

  const chosen = problems.find((p) => p.id === form.watch("problemId"));
  const count = source === "file" ? (file ? file.counts.new + file.counts.matched : 0) : pickedCount(picked);
  const fileBlocker = source === "file" ? (file ? file.blocker : "Choose a file.") : null;

  const whenChecked = useReviewWhenReady(source === "file" ? fileBlocker : null, () => setConfirming(true));
  const review = form.handleSubmit(
    () => {
      if (fileBlocker && whenChecked.request()) return;
      if (fileBlocker || !count) {
        setRosterError(fileBlocker ?? "Select at least one candidate.");
        document.getElementById("bulk-who")?.scrollIntoView({ behavior: "smooth", block: "start" });
        return;
      }
      setConfirming(true);
    },
    () => {
      if (fileBlocker || !count) setRosterError(fileBlocker ?? "Select at least one candidate.");
    },
  );

  return (
    <form onSubmit={review} noValidate className="space-y-6 pb-4">
      <Step id="bulk-problem-heading" title="1. Problem">
        <ProblemField
          problems={problems}
          chosen={chosen}
          error={form.formState.errors.problemId?.message}
          registration={form.register("problemId")}
        />
      </Step>

      <Step id="bulk-who" title="2. Candidates">
        <RosterSourceChoice value={source} onChange={setSource} />
        {source === "file" ? (
          <LazyRosterImport onChange={setFile} />
        ) : (
          <CandidatePicker sources={sources} statuses={statuses} value={picked} onChange={setPicked} />
        )}
        <RosterMessage
          waiting={whenChecked.waiting}
          error={rosterError && (source === "file" ? fileBlocker : !count && rosterError)}
        />
      </Step>

      <Step id="bulk-options-heading" title="3. Options">
        <OptionsFields
          register={form.register}
          locale={form.watch("options.inviteEmailLocale") ?? "en"}
          supportsFrench={chosen?.supportsFrench ?? null}
        />
      </Step>

      <StartBar problem={chosen} count={count} />

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (source === "file" && file) await file.remember();
          const started =
            source === "file"
              ? await start(form.getValues(), file?.entries() ?? [])
              : await startFromCandidates(form.getValues(), picked);
          if (!started) setConfirming(false);
        }}
        problem={chosen}
        setup={form.watch()}
        count={count}
        source={source === "file" && file ? fileText(file) : "chosen from the candidates table"}
        sending={sending}
      />
    </form>
  );
}
