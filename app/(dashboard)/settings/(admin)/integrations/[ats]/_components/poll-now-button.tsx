"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { AtsKind } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { pollAtsNowAction } from "../../actions";

/** Polls the ATS now rather than at the next 5-minute mark (its rate limit still applies). */
export function PollNowButton({ ats }: { ats: AtsKind }) {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await pollAtsNowAction({ ats });
          if (!result.ok) toast.error(result.message);
          else if (result.data.queued)
            toast.success("Polling now: screens follow for applications in the rules' stages.");
          else toast.success("A poll is already under way.");
        })
      }
    >
      {pending ? "Starting…" : "Poll now"}
    </Button>
  );
}
