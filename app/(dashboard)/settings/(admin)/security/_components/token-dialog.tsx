"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** A directory's new bearer token, shown once: it is stored only as a hash. */
export function TokenDialog({
  issued,
  onClose,
}: {
  issued: { name: string; token: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={!!issued}
      onClose={onClose}
      title={issued ? `SCIM token for ${issued.name}` : ""}
      description="Copy it into the directory's provisioning settings now: it is shown only once. The previous token, if any, no longer works."
    >
      <div className="space-y-3">
        <code
          data-testid="scim-token"
          className="block rounded bg-zinc-100 p-3 font-mono text-sm break-all select-all dark:bg-zinc-800"
        >
          {issued?.token}
        </code>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
