"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteScimDirectoryAction, rotateScimTokenAction } from "../actions";
import { ShownOnceDialog } from "./shown-once-dialog";

/** Rotate (new token shown once, the old one refused at once) and delete (confirmed) for one directory. */
export function DirectoryActions({ directoryId, name }: { directoryId: string; name: string }) {
  const [pending, start] = useTransition();
  const [issued, setIssued] = useState<{ name: string; token: string } | null>(null);
  const [confirming, setConfirming] = useState<"rotate" | "delete" | null>(null);
  const rotate = () =>
    start(async () => {
      const result = await rotateScimTokenAction({ directoryId });
      setConfirming(null);
      if (result.ok) setIssued(result.data);
      else toast.error(result.message);
    });
  const remove = () =>
    start(async () => {
      const result = await deleteScimDirectoryAction({ directoryId });
      setConfirming(null);
      if (result.ok) toast.success(`${name} is deleted.`);
      else toast.error(result.message);
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" disabled={pending} onClick={() => setConfirming("rotate")}>
        Rotate token <span className="sr-only">of {name}</span>
      </Button>
      <Button variant="ghost" disabled={pending} onClick={() => setConfirming("delete")}>
        Delete <span className="sr-only">{name}</span>
      </Button>
      <ShownOnceDialog
        value={issued?.token ?? null}
        title={issued ? `SCIM token for ${issued.name}` : ""}
        description="Copy it into the directory's provisioning settings now: it is shown only once. The previous token, if any, no longer works."
        testId="scim-token"
        onClose={() => setIssued(null)}
      />
      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        title={confirming === "rotate" ? `Rotate the token of ${name}?` : `Delete ${name}?`}
        description={
          confirming === "rotate"
            ? "The current token stops working at once: provisioning fails until the new one is in the directory's settings."
            : "Its token stops working and its groups are forgotten. The users it provisioned stay, with their roles; disable them under Users and roles if they should go."
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            variant={confirming === "rotate" ? "primary" : "danger"}
            disabled={pending}
            onClick={confirming === "rotate" ? rotate : remove}
          >
            {confirming === "rotate" ? "Rotate token" : "Delete"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
