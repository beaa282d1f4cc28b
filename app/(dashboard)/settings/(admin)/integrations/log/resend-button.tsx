"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/utils/toast";
import { resendOutboxAction } from "../actions";

/** "Send again": the delivery runs now; steps that already landed (the note, the file) are not repeated. */
export function ResendButton({ outboxId }: { outboxId: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="secondary"
      className="ml-2"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await resendOutboxAction({ outboxId });
          if (result.ok) toast[result.data.tone](result.data.text);
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Sending…" : "Send again"}
    </Button>
  );
}
