import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { csrfTokenOfRequest } from "@/lib/auth/csrf-token";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { CompleteSsoForm } from "./complete-sso-form";

export const metadata: Metadata = { title: "Signing in" };

/**
 * Where the ACS route sends the browser after the IdP's answer passed every check: the one-time token is posted to
 * next-auth's "saml" provider (with the CSRF token the sign-in page's cookie holds), which makes the session.
 */
export default async function CompleteSsoPage({ searchParams }: PageProps<"/sign-in/sso">) {
  const { token, callbackUrl } = await searchParams;
  const csrfToken = await csrfTokenOfRequest();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Card className="w-full max-w-sm space-y-4 shadow-sm" padding={6}>
        <h1 className="text-lg font-semibold">Signing you in…</h1>
        <CompleteSsoForm
          token={typeof token === "string" ? token : ""}
          csrfToken={csrfToken}
          callbackUrl={safeCallbackPath(callbackUrl)}
        />
      </Card>
    </main>
  );
}
