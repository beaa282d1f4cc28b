"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * The form and react-hook-form with it (about 13 kB of the candidates list's scripts, compressed) load when the
 * dialog is first wanted, not with the list: a pointer on the button, its focus or its press. Once loaded, the form
 * stays mounted in the closed dialog, so what was typed is still there when it opens again.
 */
const loadForm = () => import("./create-candidate-form").then((m) => m.CreateCandidateForm);
/** Fetching ahead is only a hint: a failure is left to the dialog's own load, which reports it as a page's chunk would. */
const preloadForm = () => void loadForm().catch(() => undefined);
const CreateCandidateForm = dynamic(loadForm, {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      Loading the form…
    </p>
  ),
});

export function CreateCandidateDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <Button onClick={show} onPointerEnter={preloadForm} onFocus={preloadForm}>
        New candidate
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="New candidate"
        description="Register a candidate with the screening service."
      >
        {wanted && <CreateCandidateForm onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
