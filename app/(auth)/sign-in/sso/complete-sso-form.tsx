"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * Posts the one-time token to next-auth as soon as the page has loaded; without its script, the button does the
 * same. next-auth answers with a redirect to `callbackUrl` (signed in) or to the sign-in page with its error.
 */
export function CompleteSsoForm({
  token,
  csrfToken,
  callbackUrl,
}: {
  token: string;
  csrfToken: string;
  callbackUrl: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.requestSubmit(), []);
  return (
    <form ref={form} method="post" action="/api/auth/callback/saml" className="space-y-3">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Your identity provider confirmed who you are.</p>
      <Button type="submit" className="w-full">
        Continue to the dashboard
      </Button>
    </form>
  );
}
