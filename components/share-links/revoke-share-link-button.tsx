"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { revokeShareLinkAction } from "@/lib/actions/share-links";

/** Ends a dashboard share link at once; its page answers "This link no longer works" from then on. */
export function RevokeShareLinkButton({ linkId, label }: { linkId: string; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      className="h-7 px-2 text-xs"
      disabled={pending}
      aria-label={`Revoke ${label}`}
      onClick={() =>
        start(async () => {
          const result = await revokeShareLinkAction({ linkId });
          if (result.ok) toast.success("Link revoked.");
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Revoking…" : "Revoke"}
    </Button>
  );
}
