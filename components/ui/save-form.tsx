import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * A settings form that saves through `onSave` (a server action in a transition) with its Save button last,
 * off while saving or, when `changed` is given, while nothing has changed.
 */
export function SaveForm({
  onSave,
  pending,
  changed = true,
  className,
  children,
}: {
  onSave: () => void;
  pending: boolean;
  changed?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      className={className}
    >
      {children}
      <Button type="submit" disabled={pending || !changed}>
        {pending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
