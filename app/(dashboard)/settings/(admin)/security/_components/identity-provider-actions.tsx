"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { deleteSamlConnectionAction, updateSamlConnectionAction } from "../saml-actions";

interface Connection {
  id: string;
  name: string;
  domains: string[];
  requireSso: boolean;
}

/** Edit (domains, require SSO) and delete (confirmed) for one SAML connection. */
export function IdentityProviderActions({ connection }: { connection: Connection }) {
  const [pending, start] = useTransition();
  const [open, setOpen] = useState<"edit" | "delete" | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const result = await updateSamlConnectionAction({
        connectionId: connection.id,
        domains: String(form.get("domains") ?? ""),
        requireSso: form.get("requireSso") === "on",
      });
      if (!result.ok) return setError(result.fieldErrors?.domains?.[0] ?? result.message);
      setError(undefined);
      setOpen(null);
      toast.success(`${connection.name} is saved.`);
    });
  };
  const remove = () =>
    start(async () => {
      const result = await deleteSamlConnectionAction({ connectionId: connection.id });
      setOpen(null);
      if (result.ok) toast.success(`${connection.name} is deleted.`);
      else toast.error(result.message);
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" disabled={pending} onClick={() => setOpen("edit")}>
        Edit <span className="sr-only">{connection.name}</span>
      </Button>
      <Button variant="ghost" disabled={pending} onClick={() => setOpen("delete")}>
        Delete <span className="sr-only">{connection.name}</span>
      </Button>
      <Dialog
        open={open === "edit"}
        onClose={() => setOpen(null)}
        title={`Edit ${connection.name}`}
        description="Which email domains sign in through this identity provider, and whether they must."
      >
        <form onSubmit={save} noValidate className="space-y-3">
          <Field label="Email domains" htmlFor={`domains-${connection.id}`} error={error}>
            <Input id={`domains-${connection.id}`} name="domains" defaultValue={connection.domains.join(", ")} />
          </Field>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="requireSso" defaultChecked={connection.requireSso} className="mt-1" />
            <span>Require SSO: password sign-in is refused for these domains, except for break-glass admins.</span>
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Save
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={open === "delete"}
        onClose={() => setOpen(null)}
        title={`Delete ${connection.name}?`}
        description={`People of ${connection.domains.join(", ")} can no longer sign in with SSO through it; if it required SSO, their passwords work again. Their accounts stay.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(null)}>
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
