"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * A secret shown once (a directory's bearer token, stored only as a hash; an audit destination's signing secret,
 * stored sealed): open while `value` is set, never sent to a browser again.
 */
export function ShownOnceDialog({
  value,
  title,
  description,
  testId,
  onClose,
}: {
  value: string | null;
  title: string;
  description: string;
  testId: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={value !== null} onClose={onClose} title={title} description={description}>
      <div className="space-y-3">
        <code
          data-testid={testId}
          className="block rounded bg-zinc-100 p-3 font-mono text-sm break-all select-all dark:bg-zinc-800"
        >
          {value}
        </code>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
