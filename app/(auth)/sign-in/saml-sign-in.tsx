"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { describeSignInPageError } from "@/lib/auth/sign-in-errors";

/**
 * "Sign in with SSO": the person types their email and the dashboard picks the SAML connection by its domain
 * (POST /api/auth/saml/login answers with that identity provider's URL, which the script goes to, or an error code).
 */
export function SamlSignIn({ callbackUrl }: { callbackUrl: string }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const answer = await fetch("/api/auth/saml/login", {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>),
    })
      .then((response) => response.json() as Promise<{ url?: string; error?: string }>)
      .catch((): { url?: string; error?: string } => ({ error: "unreachable" }));
    if (answer.url) return window.location.assign(answer.url);
    setSending(false);
    setError(
      answer.error === "unreachable"
        ? "The dashboard could not be reached. Check your connection and try again."
        : (describeSignInPageError(answer.error).failure ?? "Single sign-on did not start. Try again."),
    );
  };
  if (!open)
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        Sign in with SSO
      </Button>
    );
  return (
    <form method="post" action="/api/auth/saml/login" onSubmit={submit} noValidate className="space-y-3">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field label="Work email" htmlFor="sso-email" error={error ?? undefined}>
        <Input id="sso-email" name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <Button type="submit" variant="secondary" className="w-full" disabled={sending}>
        {sending ? "Going to your identity provider…" : "Continue with SSO"}
      </Button>
    </form>
  );
}
