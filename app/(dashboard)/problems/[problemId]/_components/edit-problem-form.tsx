"use client";

import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";
import type { Problem } from "@/lib/api-contract/responses";
import type { EditBaseline } from "@/lib/problems/edit-diff";
import { editBlockers, modeLockReason, unknownFacts } from "@/lib/problems/edit-rules";
import { EditProblemActions } from "./edit-problem-actions";
import { EditProblemFields } from "./edit-problem-fields";
import { ModeChangeDialog } from "./mode-change-dialog";
import { RuleNotice } from "./rule-notice";
import { useEditProblem } from "./use-edit-problem";

type RuleFacts = Pick<Problem, "status" | "type" | "externalResourceMode" | "isFromServiceTestBank">;

/** Why the problem cannot be edited (for good, or not yet). */
function Blockers({ blockers, lasting }: { blockers: ReturnType<typeof editBlockers>; lasting: boolean }) {
  return (
    <RuleNotice tone="warning" title={lasting ? "This problem cannot be edited" : "Editing is not possible yet"}>
      <ul className="list-disc space-y-1 pl-5">
        {blockers.map(({ reason }) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </RuleNotice>
  );
}

/** A refusal the service still gave, with its message. */
function Refusal({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-semibold">The change was not saved</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}

/**
 * The hiring manager's edit (4.7): sends only the fields that changed and explains each rule in place before
 * the service would refuse. A refusal that still happens is shown here with the service's message.
 */
export function EditProblemForm({
  problemId,
  facts,
  baseline,
  categories,
}: {
  problemId: string;
  facts: RuleFacts;
  baseline: EditBaseline;
  categories: Array<{ title: string; weight: number }>;
}) {
  const blockers = editBlockers(facts);
  const unknown = unknownFacts(facts);
  const blocked = blockers.length > 0;
  const lasting = blockers.some((b) => b.lasting);
  const edit = useEditProblem(problemId, baseline);
  const { isSubmitting } = edit.form.formState;
  const { pending } = edit;

  return (
    <Card aria-labelledby="edit-heading" as="section" className="space-y-4">
      <SectionHeader
        id="edit-heading"
        title="Edit problem"
        description={!lasting && "Only the fields you change are sent. Screens already issued keep their settings."}
      />
      {blocked && <Blockers blockers={blockers} lasting={lasting} />}
      {!blocked && unknown && <RuleNotice tone="neutral">{unknown}</RuleNotice>}
      {!lasting && (
        <form onSubmit={edit.onSubmit} noValidate>
          <EditProblemFields
            form={edit.form}
            baseline={baseline}
            modeLock={modeLockReason(facts)}
            disabled={blocked || isSubmitting || edit.saving}
          />
          {edit.refusal && <Refusal message={edit.refusal} />}
          <EditProblemActions
            changed={edit.changed}
            blocked={blocked}
            submitting={isSubmitting}
            saving={edit.saving}
            onDiscard={edit.discard}
          />
        </form>
      )}
      {pending && (
        <ModeChangeDialog
          open
          from={baseline.externalResourceMode}
          to={pending.externalResourceMode}
          addsAiUsage={pending.externalResourceMode === "AI_ASSISTED" && pending.includeAiUsageScoring}
          categories={categories}
          saving={edit.saving}
          onConfirm={() => void edit.save(pending)}
          onCancel={edit.cancelPending}
        />
      )}
    </Card>
  );
}
