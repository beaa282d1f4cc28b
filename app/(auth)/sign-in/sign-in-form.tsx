"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { signInWithPassword } from "@/lib/auth/auth-client";
import { readSignInError, refusalMessage, type CredentialErrors } from "@/lib/auth/sign-in-errors";

/**
 * A plain form, with no form or schema library: this is every visitor's first page. The credentials provider
 * checks the fields with its schema and sends back that schema's messages, shown here by their fields.
 *
 * It works before (or without) its script: it POSTs to next-auth's credentials endpoint with the CSRF token the page
 * rendered, and next-auth answers with a redirect to `callbackUrl`, or back here with an `error` the page shows. A
 * form without `method` would GET, putting the password in the address. With the script it posts the same way, by
 * fetch, and shows the answer without leaving the page.
 */
export function SignInForm({
  callbackUrl,
  csrfToken,
  initial,
}: {
  callbackUrl: string;
  csrfToken: string;
  initial: { failure: string | null; fields: CredentialErrors };
}) {
  const [errors, setErrors] = useState<CredentialErrors>(initial.fields);
  const [failure, setFailure] = useState<string | null>(initial.failure);
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSubmitting(true);
    setFailure(null);
    const { error } = await signInWithPassword(
      String(form.get("email")),
      String(form.get("password")),
      callbackUrl,
    ).catch(() => ({ error: "unreachable" }));
    if (!error) {
      window.location.assign(callbackUrl);
      return;
    }
    setSubmitting(false);
    const refusal = error === "unreachable" ? null : readSignInError(error);
    setErrors(refusal?.kind === "invalid" ? refusal.fields : {});
    // As a form library would: the first field in error takes the focus, so its message is read out with it.
    if (refusal?.kind === "invalid")
      formElement.querySelector<HTMLInputElement>(refusal.fields.email ? "#email" : "#password")?.focus();
    if (!refusal) setFailure("The dashboard could not be reached. Check your connection and try again.");
    else if (refusal.kind !== "invalid") setFailure(refusalMessage(refusal));
  };

  return (
    <form method="post" action="/api/auth/callback/credentials" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field label="Email" htmlFor="email" error={errors.email}>
        <Input id="email" name="email" type="email" autoComplete="email" autoFocus />
      </Field>
      <Field label="Password" htmlFor="password" error={errors.password}>
        <Input id="password" name="password" type="password" autoComplete="current-password" />
      </Field>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
