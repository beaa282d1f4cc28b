"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { syncNowAction } from "../actions";

/** Asks for a reconcile now; disabled while one runs (the page follows it live). */
export function SyncNowButton({ running }: { running: boolean }) {
  const [pending, start] = useTransition();
  return (
    <Button
      disabled={pending || running}
      onClick={() =>
        start(async () => {
          const result = await syncNowAction({});
          if (result.ok) toast.success("Sync requested: a run starts within a few seconds.");
          else toast.error(result.message);
        })
      }
    >
      {running ? "Syncing…" : pending ? "Requesting…" : "Sync now"}
    </Button>
  );
}
