"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/lib/utils/toast";
import { removeMailServerAction } from "../actions";

/** "Remove server", confirmed: email then goes to the sandbox's Sent mail, or nowhere. */
export function RemoveMailServer({ server }: { server: string }) {
  const [pending, start] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const remove = () =>
    start(async () => {
      const result = await removeMailServerAction({});
      setConfirming(false);
      if (result.ok) toast.success(`${server} is no longer used.`);
      else toast.error(result.message);
    });
  return (
    <>
      <Button variant="ghost" disabled={pending} onClick={() => setConfirming(true)}>
        Remove server
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Stop sending email through ${server}?`}
        description="Its settings and password are forgotten on every instance. Email then goes to the sandbox's Sent mail if this is the sandbox, and nowhere otherwise."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={remove}>
            Remove server
          </Button>
        </div>
      </Dialog>
    </>
  );
}
