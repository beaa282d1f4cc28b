"use client";

import { useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Select } from "@/components/ui/select";
import { roleLabels, roles, type Role } from "@/lib/auth/roles";
import { changeRoleAction } from "../actions";

export function RoleSelect({ userId, role, label }: { userId: string; role: Role; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Select
      aria-label={label}
      defaultValue={role}
      disabled={pending}
      onChange={(e) => {
        const next = e.target.value as Role;
        start(async () => {
          const result = await changeRoleAction({ userId, role: next });
          if (result.ok) toast.success(`Role changed to ${roleLabels[next]}.`);
          else {
            toast.error(result.message);
            e.target.value = role;
          }
        });
      }}
    >
      {roles.map((r) => (
        <option key={r} value={r}>
          {roleLabels[r]}
        </option>
      ))}
    </Select>
  );
}
