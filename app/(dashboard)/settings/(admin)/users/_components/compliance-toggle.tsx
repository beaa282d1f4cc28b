"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { setComplianceAction } from "../actions";

/** Grants or revokes the Compliance permission (demographic answers and fairness figures). */
export function ComplianceToggle({
  userId,
  email,
  compliance,
}: {
  userId: string;
  email: string;
  compliance: boolean;
}) {
  const [pending, start] = useTransition();
  return (
    <label className="mt-1 flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
      <input
        type="checkbox"
        defaultChecked={compliance}
        disabled={pending}
        aria-label={`Compliance permission of ${email}`}
        onChange={(e) => {
          const next = e.target.checked;
          start(async () => {
            const result = await setComplianceAction({ userId, compliance: next });
            if (result.ok) toast.success(next ? `${email} now has Compliance.` : `Compliance revoked for ${email}.`);
            else {
              toast.error(result.message);
              e.target.checked = !next;
            }
          });
        }}
      />
      Compliance
    </label>
  );
}
