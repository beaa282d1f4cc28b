"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { disableUserAction, enableUserAction, removeUserAction, resetPasswordAction } from "../actions";

type Confirming = "disable" | "remove" | "reset" | null;

const confirmations = {
  disable: {
    title: "Disable",
    confirm: "Disable",
    text: "They are signed out everywhere at once and cannot sign in until an admin enables the account again.",
    action: disableUserAction,
    done: "is disabled",
  },
  remove: {
    title: "Remove",
    confirm: "Remove",
    text: "The account is deleted and its sessions end. Decisions, notes and audit entries it made stay, under its email.",
    action: removeUserAction,
    done: "is removed",
  },
  reset: {
    title: "Reset the password of",
    confirm: "Reset password",
    text: "A temporary password replaces theirs, shown to you once. Their sessions end; give it to them privately.",
    action: resetPasswordAction,
    done: "",
  },
} as const;

/** An admin's actions on another account, each confirmed; a reset shows its temporary password once. */
export function AccountActions({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const [pending, start] = useTransition();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [temporary, setTemporary] = useState<string | null>(null);

  const run = (kind: Exclude<Confirming, null>) =>
    start(async () => {
      const result = await confirmations[kind].action({ userId });
      if (!result.ok) {
        toast.error(result.message);
        setConfirming(null);
        return;
      }
      if (kind === "reset" && result.data && "temporary" in result.data) setTemporary(result.data.temporary);
      else {
        toast.success(`${email} ${confirmations[kind].done}.`);
        setConfirming(null);
      }
    });

  const enable = () =>
    start(async () => {
      const result = await enableUserAction({ userId });
      if (result.ok) toast.success(`${email} can sign in again.`);
      else toast.error(result.message);
    });

  const close = () => {
    setConfirming(null);
    setTemporary(null);
  };
  const current = confirming ? confirmations[confirming] : null;

  return (
    <div className="flex flex-wrap gap-2">
      {disabled ? (
        <Button variant="secondary" disabled={pending} onClick={enable}>
          Enable <span className="sr-only">{email}</span>
        </Button>
      ) : (
        <Button variant="secondary" disabled={pending} onClick={() => setConfirming("disable")}>
          Disable <span className="sr-only">{email}</span>
        </Button>
      )}
      <Button variant="secondary" disabled={pending} onClick={() => setConfirming("reset")}>
        Reset password <span className="sr-only">of {email}</span>
      </Button>
      <Button variant="ghost" disabled={pending} onClick={() => setConfirming("remove")}>
        Remove <span className="sr-only">{email}</span>
      </Button>
      <Dialog
        open={!!current}
        onClose={close}
        title={current ? `${current.title} ${email}?` : ""}
        description={current?.text}
      >
        {temporary ? (
          <div className="space-y-3">
            <p className="text-sm">Temporary password for {email}, shown only now:</p>
            <code
              data-testid="temporary-password"
              className="block rounded bg-zinc-100 p-3 font-mono text-base select-all dark:bg-zinc-800"
            >
              {temporary}
            </code>
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant={confirming === "reset" ? "primary" : "danger"}
              disabled={pending}
              onClick={() => confirming && run(confirming)}
            >
              {current?.confirm}
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
