"use client";

import { useState } from "react";
import { toast } from "@/lib/utils/toast";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { addTagAction, removeTagAction } from "@/lib/actions/annotations";

export function TagsEditor({
  targetType,
  targetId,
  tags,
}: {
  targetType: "candidate" | "result";
  targetId: string;
  tags: { label: string }[];
}) {
  const [label, setLabel] = useState("");
  async function add(event: React.FormEvent) {
    event.preventDefault();
    const result = await addTagAction({ targetType, targetId, label });
    if (!result.ok) return void toast.error(result.fieldErrors?.label?.[0] ?? result.message);
    setLabel("");
  }
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Tags</h3>
      <ul className="flex flex-wrap gap-2" aria-label="Tags">
        {tags.map((t) => (
          <li key={t.label}>
            <Badge>
              {t.label}
              <button
                type="button"
                className="ml-1 rounded px-1 hover:bg-zinc-200 dark:hover:bg-zinc-700"
                aria-label={`Remove tag ${t.label}`}
                onClick={async () => {
                  const result = await removeTagAction({ targetType, targetId, label: t.label });
                  if (!result.ok) toast.error(result.message);
                }}
              >
                ×
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={`tag-${targetId}`} className="sr-only">
          New tag
        </label>
        <Input
          id={`tag-${targetId}`}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          placeholder="Add a tag and press Enter"
          className="w-56"
        />
      </form>
    </div>
  );
}
