"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { reprocessWebhookAction } from "../actions";

export function ReprocessButton({ id }: { id: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      className="h-7 px-2 text-xs"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await reprocessWebhookAction({ id });
          if (result.ok) toast.success("Processed again.");
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Processing…" : "Reprocess"}
    </Button>
  );
}
