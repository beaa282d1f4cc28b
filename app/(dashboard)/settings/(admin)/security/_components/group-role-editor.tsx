"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { roleLabels, roles, type Role } from "@/lib/auth/roles";
import { removeScimGroupRoleAction, setScimGroupRoleAction } from "../actions";

interface Mapping {
  directoryId: string;
  directoryName: string;
  displayName: string;
  role: Role;
}

/**
 * Maps each directory's group names to roles: a user a directory provisioned gets the highest role among the mappings
 * of their groups in that directory (another directory's group of the same name grants nothing).
 */
export function GroupRoleEditor({
  mappings,
  directories,
}: {
  mappings: Mapping[];
  directories: { id: string; name: string }[];
}) {
  const [pending, start] = useTransition();
  const [directoryId, setDirectoryId] = useState(directories[0]?.id ?? "");
  const [displayName, setDisplayName] = useState("");
  const [role, setRole] = useState<Role>("recruiter");
  const [error, setError] = useState<string | undefined>();
  const directoryName = directories.find((d) => d.id === directoryId)?.name ?? "";
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setScimGroupRoleAction({ directoryId, displayName, role });
      if (!result.ok)
        return setError(result.fieldErrors?.displayName?.[0] ?? result.fieldErrors?.directoryId?.[0] ?? result.message);
      setError(undefined);
      setDisplayName("");
      setRole("recruiter");
      toast.success(`Members of ${displayName} in ${directoryName} are now ${roleLabels[role]}.`);
    });
  };
  const remove = (m: Mapping) =>
    start(async () => {
      const result = await removeScimGroupRoleAction({ directoryId: m.directoryId, displayName: m.displayName });
      if (result.ok) toast.success(`${m.displayName} in ${m.directoryName} no longer grants a role.`);
      else toast.error(result.message);
    });
  if (!directories.length)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Add a directory above first: its groups can then be mapped to roles.
      </p>
    );
  return (
    <div className="space-y-3">
      {mappings.length ? (
        <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800" aria-label="Group mappings">
          {mappings.map((m) => (
            <li key={`${m.directoryId}/${m.displayName}`} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="text-zinc-600 dark:text-zinc-400">{m.directoryName}:</span>{" "}
                <span className="font-medium">{m.displayName}</span> → {roleLabels[m.role]}
              </span>
              <Button variant="ghost" disabled={pending} onClick={() => remove(m)}>
                Remove{" "}
                <span className="sr-only">
                  the mapping of {m.displayName} in {m.directoryName}
                </span>
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
        <Field label="Directory" htmlFor="scim-group-directory">
          <Select id="scim-group-directory" value={directoryId} onChange={(e) => setDirectoryId(e.target.value)}>
            {directories.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
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
