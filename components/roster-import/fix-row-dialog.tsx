"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { draftErrors, type RowDraft } from "@/lib/roster-import/check-rows";
import type { ReviewRow } from "@/lib/roster-import/review";

/** Edits one row of the file in place (the file itself is not changed); the API's rules are checked as you type. */
export function FixRowDialog({
  row,
  onClose,
  onSave,
}: {
  row: ReviewRow | null;
  onClose: () => void;
  onSave: (line: number, draft: RowDraft) => void;
}) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Fix row ${row.line}` : "Fix a row"}
      description="The change applies to this import only; the file stays as it is."
    >
      {row && <FixForm key={row.line} row={row} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function FixForm({
  row,
  onClose,
  onSave,
}: {
  row: ReviewRow;
  onClose: () => void;
  onSave: (line: number, draft: RowDraft) => void;
}) {
  const [draft, setDraft] = useState<RowDraft>(row.draft);
  const set = (field: keyof RowDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({
      ...d,
      [field]: field === "email" ? e.target.value.trim().toLowerCase() : e.target.value || undefined,
    }));
  const cleaned: RowDraft = {
    name: draft.name.trim(),
    email: draft.email,
    integrationSource: draft.integrationSource?.trim() || undefined,
    externalId: draft.externalId?.trim() || undefined,
  };
  const errors = draftErrors(cleaned);
  const repeats = row.problems
    .filter((p) => p.startsWith("same "))
    .filter((p) =>
      p.includes("email") ? cleaned.email === row.draft.email : cleaned.externalId === row.draft.externalId,
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (errors.length) return;
        onSave(row.line, cleaned);
        onClose();
      }}
    >
      <Field label="Name" htmlFor="fix-name">
        <Input
          id="fix-name"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          autoFocus
        />
      </Field>
      <Field label="Email" htmlFor="fix-email">
        <Input id="fix-email" type="email" value={draft.email} onChange={set("email")} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Integration source" htmlFor="fix-source">
          <Input id="fix-source" value={draft.integrationSource ?? ""} onChange={set("integrationSource")} />
        </Field>
        <Field label="ATS id" htmlFor="fix-external">
          <Input id="fix-external" value={draft.externalId ?? ""} onChange={set("externalId")} />
        </Field>
      </div>
      <ul aria-live="polite" className="space-y-0.5 text-sm text-red-700 dark:text-red-400">
        {[...errors, ...repeats].map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={errors.length > 0}>
          Save the row
        </Button>
      </div>
    </form>
  );
}
