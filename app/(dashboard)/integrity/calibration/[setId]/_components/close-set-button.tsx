"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { closeCalibrationSetAction } from "@/lib/actions/calibration";
import { toast } from "@/lib/utils/toast";

/** Admins: no more answers, and everyone sees the comparison. */
export function CloseSetButton({ setId }: { setId: string }) {
  const [pending, start] = useTransition();
  const close = () => {
    if (!window.confirm("Close this set? Nobody can answer it any more, and everyone will see every answer.")) return;
    start(async () => {
      const result = await closeCalibrationSetAction({ setId });
      if (result.ok) toast.success("The set is closed: the comparison is open to everyone.");
      else toast.error(result.message);
    });
  };
  return (
    <Button variant="secondary" disabled={pending} onClick={close}>
      {pending ? "Closing…" : "Close the set"}
    </Button>
  );
}
