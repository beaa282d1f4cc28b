"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { syncResultsAction } from "../actions";

export function SyncButton() {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await syncResultsAction({});
          if (result.ok) toast.success(result.data.saved ? `Read ${result.data.saved} new results.` : "Already up to date.");
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Reading results…" : "Read new results"}
    </Button>
  );
}
