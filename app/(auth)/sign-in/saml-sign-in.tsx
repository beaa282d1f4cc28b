"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * "Sign in with SSO": the person types their email and the dashboard picks the SAML connection by its domain
 * (POST /api/auth/saml/login answers with a redirect to that identity provider, or back here with an error).
 */
export function SamlSignIn({ callbackUrl }: { callbackUrl: string }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        Sign in with SSO
      </Button>
    );
  return (
    <form method="post" action="/api/auth/saml/login" onSubmit={() => setSending(true)} className="space-y-3">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field label="Work email" htmlFor="sso-email">
        <Input id="sso-email" name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <Button type="submit" variant="secondary" className="w-full" disabled={sending}>
        {sending ? "Going to your identity provider…" : "Continue with SSO"}
      </Button>
    </form>
  );
}
