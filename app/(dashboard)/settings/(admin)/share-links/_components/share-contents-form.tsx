"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { SaveForm } from "@/components/ui/save-form";
import type { ShareContents } from "@/lib/share-links/contents";
import { setShareContentsAction } from "../actions";

const options: { key: keyof ShareContents; label: string; text: string }[] = [
  {
    key: "integrityFindings",
    label: "Integrity findings",
    text: "The overall risk and each flag's title and level (not its description).",
  },
  {
    key: "integrityNarrative",
    label: "Integrity narrative",
    text: "The overall risk and the report's written explanation.",
  },
];

/** The admin's choice of what new share links include; IP addresses are withheld from any text either way. */
export function ShareContentsForm({ initial }: { initial: ShareContents }) {
  const [contents, setContents] = useState(initial);
  const [pending, start] = useTransition();
  const changed = options.some(({ key }) => contents[key] !== initial[key]);
  const save = () =>
    start(async () => {
      const result = await setShareContentsAction(contents);
      if (result.ok) toast.success("Saved. Links made from now on show this; existing links keep what they showed.");
      else toast.error(result.message);
    });
  return (
    <SaveForm onSave={save} pending={pending} changed={changed} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">Also include (off unless chosen)</legend>
        {options.map(({ key, label, text }) => (
          <label key={key} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name={key}
              checked={contents[key]}
              onChange={(e) => setContents({ ...contents, [key]: e.target.checked })}
              className="mt-0.5 size-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
            />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-zinc-600 dark:text-zinc-400">{text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </SaveForm>
  );
}
