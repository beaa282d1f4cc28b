"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import {
  deleteAuditDestinationAction,
  setAuditDestinationPausedAction,
  testAuditDestinationAction,
} from "../destination-actions";

/** Send a test event, pause or resume, delete (confirmed) for one audit destination. */
export function AuditDestinationActions({ id, name, paused }: { id: string; name: string; paused: boolean }) {
  const [pending, start] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const test = () =>
    start(async () => {
      const result = await testAuditDestinationAction({ id });
      if (result.ok) toast.success(`${name} received the test event.`);
      else toast.error(result.message);
    });
  const togglePause = () =>
    start(async () => {
      const result = await setAuditDestinationPausedAction({ id, paused: !paused });
      if (result.ok) toast.success(paused ? `${name} resumes where it stopped.` : `${name} is paused.`);
      else toast.error(result.message);
    });
  const remove = () =>
    start(async () => {
      const result = await deleteAuditDestinationAction({ id });
      setConfirming(false);
      if (result.ok) toast.success(`${name} is deleted.`);
      else toast.error(result.message);
    });
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Button variant="secondary" disabled={pending} onClick={test}>
        Send a test event <span className="sr-only">to {name}</span>
      </Button>
      <Button variant="secondary" disabled={pending} onClick={togglePause}>
        {paused ? "Resume" : "Pause"} <span className="sr-only">{name}</span>
      </Button>
      <Button variant="ghost" disabled={pending} onClick={() => setConfirming(true)}>
        Delete <span className="sr-only">{name}</span>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${name}?`}
        description="Entries stop going to it at once. Added again later, it starts over from the entry you choose then."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={pending} onClick={remove}>
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
