import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { flagKindLabels, OTHER_REASON, type reasonsFor } from "@/lib/review/flag-kinds";

type Reasons = ReturnType<typeof reasonsFor>;

/** One verdict's options: the flag kind's reasons, the team's, then Other (its words go in the note). */
function ReasonOptions({
  verdict,
  label,
  reasons,
}: {
  verdict: "confirmed" | "cleared";
  label: string;
  reasons: Reasons;
}) {
  const option = (r: string) => (
    <option key={r} value={`${verdict}|${r}`}>
      {label}: {r}
    </option>
  );
  return (
    <>
      {reasons.own[verdict].length > 0 && (
        <optgroup label={`${label}: ${flagKindLabels[reasons.kind].toLowerCase()}`}>
          {reasons.own[verdict].map(option)}
        </optgroup>
      )}
      <optgroup label={`${label}: any flag`}>
        {reasons.team[verdict].map(option)}
        <option value={`${verdict}|${OTHER_REASON}`}>{label}: other (say why in the note)</option>
      </optgroup>
    </>
  );
}

/**
 * The note and the verdict with its reason (the flag kind's, the team's, or Other with the note saying why), or a
 * retake; Cancel when a verdict stands. A reason no longer offered for this kind of flag is named, to choose anew.
 */
export function VerdictForm({
  flagId,
  reasons,
  earlierReason,
  note,
  onNote,
  choice,
  onChoice,
  error,
  pending,
  onSave,
  onCancel,
  container,
  history,
}: {
  flagId: string;
  reasons: Reasons;
  /** The standing verdict's reason when this kind of flag no longer offers it. */
  earlierReason?: string;
  note: string;
  onNote: (note: string) => void;
  choice: string;
  onChoice: (choice: string) => void;
  error: string | null;
  pending: boolean;
  onSave: () => void;
  /** Set when a verdict stands, to go back to it. */
  onCancel?: () => void;
  container: Ref<HTMLDivElement>;
  history: ReactNode;
}) {
  const noteId = `flag-note-${flagId}`;
  const verdictId = `flag-verdict-${flagId}`;
  const other = choice.endsWith(`|${OTHER_REASON}`);
  return (
    <div ref={container} data-flag-open className="space-y-2">
      <label htmlFor={noteId} className="text-xs font-medium">
        {other ? "Reviewer note (required: say why)" : "Reviewer note (optional)"}
      </label>
      <Textarea
        id={noteId}
        rows={2}
        value={note}
        required={other}
        aria-required={other || undefined}
        onChange={(e) => onNote(e.target.value)}
      />
      {earlierReason && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          The earlier reason, “{earlierReason}”, is not offered for this kind of flag any more: choose one of these.
        </p>
      )}
      <label htmlFor={verdictId} className="block text-xs font-medium">
        Verdict and reason
      </label>
      <Select
        id={verdictId}
        value={choice}
        onChange={(e) => onChoice(e.target.value)}
        className="w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [error && `${verdictId}-error`, other && `${verdictId}-other`].filter(Boolean).join(" ") || undefined
        }
      >
        <option value="">Choose…</option>
        <ReasonOptions verdict="confirmed" label="Confirmed" reasons={reasons} />
        <ReasonOptions verdict="cleared" label="Cleared" reasons={reasons} />
        <option value="retake">Needs a retake</option>
      </Select>
      {other && (
        <p id={`${verdictId}-other`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Say why in the note above: it is required with Other.
        </p>
      )}
      {error && (
        <p id={`${verdictId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" className="h-8" disabled={pending} onClick={onSave}>
          Save verdict
        </Button>
        {onCancel && (
          <Button variant="ghost" className="h-8" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {history}
    </div>
  );
}
