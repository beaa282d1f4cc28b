"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { refreshAllProblemsAction } from "../actions";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Re-reads every registered problem (a few at a time) and picks up problems that issued screens use. */
export function RefreshAllButton() {
  const [pending, startTransition] = useTransition();
  const onClick = () =>
    startTransition(async () => {
      const result = await refreshAllProblemsAction({});
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const { total, discovered, failed } = result.data;
      const found = discovered ? ` ${plural(discovered, "new problem")} found in screens.` : "";
      const message = `Refreshed ${plural(total, "problem")}.${found}`;
      if (failed) toast.warning(`${message} ${plural(failed, "problem")} could not be read; see Last error.`);
      else toast.success(message);
    });
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={pending}
      title="Re-read every problem from the screening service and add the problems issued screens use"
    >
      {pending ? "Refreshing…" : "Refresh all"}
    </Button>
  );
}
