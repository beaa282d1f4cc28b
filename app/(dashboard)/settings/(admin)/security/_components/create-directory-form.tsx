"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createScimDirectoryAction } from "../actions";
import { ShownOnceDialog } from "./shown-once-dialog";

export function CreateDirectoryForm() {
  const [pending, start] = useTransition();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [issued, setIssued] = useState<{ name: string; token: string } | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await createScimDirectoryAction({ name });
      if (!result.ok) {
        setError(result.fieldErrors?.name?.[0] ?? result.message);
        return;
      }
      setError(undefined);
      setName("");
      setIssued(result.data);
      toast.success(`${result.data.name} can now provision users.`);
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label="New directory" htmlFor="scim-directory-name" error={error}>
        <Input
          id="scim-directory-name"
          placeholder="Okta"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        Create and show token
      </Button>
      <ShownOnceDialog
        value={issued?.token ?? null}
        title={issued ? `SCIM token for ${issued.name}` : ""}
        description="Copy it into the directory's provisioning settings now: it is shown only once. The previous token, if any, no longer works."
        testId="scim-token"
        onClose={() => setIssued(null)}
      />
    </form>
  );
}
