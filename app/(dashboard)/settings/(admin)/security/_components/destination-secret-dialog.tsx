"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** An HTTPS destination's signing secret, shown once: it is stored sealed and never sent to a browser again. */
export function DestinationSecretDialog({
  issued,
  onClose,
}: {
  issued: { name: string; secret: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={!!issued}
      onClose={onClose}
      title={issued ? `Signing secret for ${issued.name}` : ""}
      description="Copy it into your receiver now: it is shown only once. Each batch carries X-Signature: sha256=<hex HMAC-SHA256 of timestamp.body> under this secret (Help: single sign-on and audit)."
    >
      <div className="space-y-3">
        <code
          data-testid="audit-destination-secret"
          className="block rounded bg-zinc-100 p-3 font-mono text-sm break-all select-all dark:bg-zinc-800"
        >
          {issued?.secret}
        </code>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
