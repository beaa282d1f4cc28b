"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { addNoteAction } from "@/lib/actions/annotations";
import { LocalTime } from "@/components/time/time-zone";

interface NoteView {
  id: string;
  body: string;
  authorId: string;
  createdAt: Date;
}

/** Notes are plain text: React escapes them, and line breaks are kept with CSS, never with HTML. */
export function NotesPanel({
  targetType,
  targetId,
  notes,
  names,
}: {
  targetType: "candidate" | "result";
  targetId: string;
  notes: NoteView[];
  names: Record<string, string>;
}) {
  const form = useForm<{ body: string }>({ defaultValues: { body: "" } });
  const onSubmit = form.handleSubmit(async ({ body }) => {
    const result = await addNoteAction({ targetType, targetId, body });
    if (!result.ok) return void form.setError("body", { message: result.fieldErrors?.body?.[0] ?? result.message });
    form.reset();
    toast.success("Note added.");
  });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby={`notes-${targetId}`} className="space-y-3">
      <h3 id={`notes-${targetId}`} className="font-semibold">
        Notes
      </h3>
      <form onSubmit={onSubmit} className="space-y-2">
        <label htmlFor={`note-body-${targetId}`} className="sr-only">
          New note
        </label>
        <Textarea
          id={`note-body-${targetId}`}
          rows={3}
          placeholder="What should the team know?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `note-error-${targetId}` : undefined}
          {...form.register("body")}
        />
        {error && (
          <p id={`note-error-${targetId}`} className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          Add note
        </Button>
      </form>
      <ul className="space-y-3">
        {notes.map((n) => (
          <li key={n.id} className="rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-800/60">
            <p className="whitespace-pre-wrap break-words">{n.body}</p>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              {names[n.authorId] ?? "Former user"} · <LocalTime value={n.createdAt} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
