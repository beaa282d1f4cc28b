import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

/** The note and the verdict with its reason from the admin's list, or a retake; Cancel when a verdict stands. */
export function VerdictForm({
  flagId,
  reasons,
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
  reasons: { confirmed: string[]; cleared: string[] };
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
  return (
    <div ref={container} data-flag-open className="space-y-2">
      <label htmlFor={noteId} className="text-xs font-medium">
        Reviewer note (optional)
      </label>
      <Textarea id={noteId} rows={2} value={note} onChange={(e) => onNote(e.target.value)} />
      <label htmlFor={verdictId} className="block text-xs font-medium">
        Verdict and reason
      </label>
      <Select
        id={verdictId}
        value={choice}
        onChange={(e) => onChoice(e.target.value)}
        className="w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${verdictId}-error` : undefined}
      >
        <option value="">Choose…</option>
        <optgroup label="Confirmed">
          {reasons.confirmed.map((r) => (
            <option key={r} value={`confirmed|${r}`}>
              Confirmed: {r}
            </option>
          ))}
        </optgroup>
        <optgroup label="Cleared">
          {reasons.cleared.map((r) => (
            <option key={r} value={`cleared|${r}`}>
              Cleared: {r}
            </option>
          ))}
        </optgroup>
        <option value="retake">Needs a retake</option>
      </Select>
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
