"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { AtsKind } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { disconnectAtsAction } from "../../actions";

/** Removes the connection, after saying what goes with it. */
export function DisconnectButton({ ats, label, rules }: { ats: AtsKind; label: string; rules: number }) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const router = useRouter();
  const confirm = () =>
    start(async () => {
      const result = await disconnectAtsAction({ ats });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setOpen(false);
      const { cancelled } = result.data;
      toast.success(
        `${label} disconnected.${cancelled ? ` ${cancelled} update${cancelled === 1 ? "" : "s"} not yet sent cancelled (see the log).` : ""}`,
      );
      router.refresh();
    });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Disconnect {label}
      </Button>
      <Dialog
        open={open}
        onClose={pending ? () => undefined : () => setOpen(false)}
        title={`Disconnect ${label}?`}
        description="You can connect again later with a key and secret."
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>The saved key and web-hook secret are deleted.</li>
          <li>
            {rules === 1 ? "Its stage rule is" : `Its ${rules} stage rules are`} removed: stage changes no longer issue
            screens, and its web hooks are refused.
          </li>
          <li>Results and decisions not yet sent to {label} are cancelled; the log shows each one.</li>
          <li>Screens already issued and everything in the log stay.</li>
        </ul>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
            Keep connected
          </Button>
          <Button variant="danger" onClick={confirm} disabled={pending} aria-live="polite">
            {pending ? "Disconnecting…" : "Disconnect"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
