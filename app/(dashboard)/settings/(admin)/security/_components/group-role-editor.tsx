"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { roleLabels, roles, type Role } from "@/lib/auth/roles";
import { removeScimGroupRoleAction, setScimGroupRoleAction } from "../actions";

/** Maps directory group names to roles: a provisioned user gets the highest role among their groups' mappings. */
export function GroupRoleEditor({ mappings }: { mappings: { displayName: string; role: Role }[] }) {
  const [pending, start] = useTransition();
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<Role>("recruiter");
  const [error, setError] = useState<string | undefined>();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setScimGroupRoleAction({ displayName, role });
      if (!result.ok) return setError(result.fieldErrors?.displayName?.[0] ?? result.message);
      setError(undefined);
      setDisplayName("");
      setRole("recruiter");
      toast.success(`Members of ${displayName} are now ${roleLabels[role]}.`);
    });
  };
  const remove = (name: string) =>
    start(async () => {
      const result = await removeScimGroupRoleAction({ displayName: name });
      if (result.ok) toast.success(`${name} no longer grants a role.`);
      else toast.error(result.message);
    });
  return (
    <div className="space-y-3">
      {mappings.length ? (
        <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
          {mappings.map((m) => (
            <li key={m.displayName} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{m.displayName}</span> → {roleLabels[m.role]}
              </span>
              <Button variant="ghost" disabled={pending} onClick={() => remove(m.displayName)}>
                Remove <span className="sr-only">the mapping of {m.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No group is mapped: every provisioned user is a Recruiter until an admin changes their role.
        </p>
      )}
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-2">
        <Field label="Directory group" htmlFor="scim-group-name" error={error}>
          <Input
            id="scim-group-name"
            placeholder="Screening admins"
            autoComplete="off"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </Field>
        <Field label="Role" htmlFor="scim-group-role">
          <Select id="scim-group-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={pending}>
          Save mapping
        </Button>
      </form>
    </div>
  );
}
