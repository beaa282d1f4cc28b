"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { grantSamlBreakGlassAction, revokeSamlBreakGlassAction } from "../saml-actions";

interface BreakGlassAdmin {
  id: string;
  email: string;
  disabled: boolean;
  grantedAt: Date;
}

/** The admin accounts that keep password sign-in where SSO is required; adding and removing are audited. */
export function BreakGlassAdmins({ admins }: { admins: BreakGlassAdmin[] }) {
  const [pending, start] = useTransition();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await grantSamlBreakGlassAction({ email });
      if (!result.ok) return setError(result.fieldErrors?.email?.[0] ?? result.message);
      setError(undefined);
      setEmail("");
      toast.success(`${result.data.email} can sign in with a password where SSO is required.`);
    });
  };
  const remove = (admin: BreakGlassAdmin) =>
    start(async () => {
      const result = await revokeSamlBreakGlassAction({ userId: admin.id });
      if (result.ok) toast.success(`${admin.email} is no longer a break-glass account.`);
      else toast.error(result.message);
    });
  return (
    <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <h3 className="text-sm font-semibold">Break-glass admins</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Where a domain requires SSO, these admin accounts may still sign in with their password, for when the identity
        provider is down or misconfigured. Each such sign-in is written to the audit log.
      </p>
      {admins.length ? (
        <ul className="space-y-2 text-sm">
          {admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{a.email}</span>
              {a.disabled && <span className="text-xs text-zinc-600 dark:text-zinc-400">(disabled)</span>}
              <Button variant="ghost" className="h-7 px-2 text-xs" disabled={pending} onClick={() => remove(a)}>
                Remove <span className="sr-only">{a.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">No break-glass admin yet.</p>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
        <Field label="Admin's email" htmlFor="break-glass-email" error={error}>
          <Input
            id="break-glass-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={pending}>
          Add break-glass admin
        </Button>
      </form>
    </div>
  );
}
