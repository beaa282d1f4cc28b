"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { endOtherSessionsAction, endSessionAction } from "../actions";

export function EndOtherSessionsButton({ count }: { count: number }) {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending || count === 0}
      onClick={() =>
        start(async () => {
          const result = await endOtherSessionsAction({});
          if (result.ok)
            toast.success(
              result.data.ended === 1
                ? "Signed out of 1 other session."
                : `Signed out of ${result.data.ended} other sessions.`,
            );
          else toast.error(result.message);
        })
      }
    >
      {count === 0 ? "No other sessions" : `Sign out everywhere else (${count})`}
    </Button>
  );
}

export function EndSessionButton({ sessionId, label }: { sessionId: string; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="ghost"
      aria-label={label}
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await endSessionAction({ sessionId });
          if (result.ok) toast.success("That session is signed out.");
          else toast.error(result.message);
        })
      }
    >
      Sign out
    </Button>
  );
}
