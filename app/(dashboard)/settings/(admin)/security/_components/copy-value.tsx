"use client";

import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";

/** A value an admin pastes into their identity provider, shown in full (selectable) with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => toast.success(`The ${label} is copied.`),
      () => toast.error("The browser refused the clipboard: select the text and copy it."),
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <code className="font-mono text-xs break-all">{value}</code>
      <Button variant="ghost" className="h-7 px-2 text-xs" onClick={copy}>
        Copy <span className="sr-only">the {label}</span>
      </Button>
    </span>
  );
}
