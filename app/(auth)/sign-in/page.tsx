import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { oidcConfig, sandboxEnabled } from "@/lib/env";
import { csrfTokenOfRequest } from "@/lib/auth/csrf-token";
import { describeSignInPageError } from "@/lib/auth/sign-in-errors";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { SignInForm } from "./sign-in-form";
import { SsoButton } from "./sso-button";
import { SamlSignIn } from "./saml-sign-in";
import { samlConfigured } from "@/lib/auth/saml/connections";
import { DemoAccounts } from "./demo-accounts";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  if (await currentUser()) redirect("/");
  const { callbackUrl, error } = await searchParams;
  const target = safeCallbackPath(callbackUrl);
  // Rendered into the form, so it posts without its script.
  const csrfToken = await csrfTokenOfRequest();
  const initial = describeSignInPageError(typeof error === "string" ? error : undefined);
  const saml = await samlConfigured();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Screening dashboard</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Sign in to review screens and results.</p>
        </div>
        <Card className="shadow-sm" padding={6}>
          {(oidcConfig || saml) && (
            <div className="mb-4 space-y-4">
              {oidcConfig && <SsoButton name={oidcConfig.name} callbackUrl={target} />}
              {saml && <SamlSignIn callbackUrl={target} />}
              <p className="text-center text-xs text-zinc-600 dark:text-zinc-400">or with your email and password</p>
            </div>
          )}
          <SignInForm callbackUrl={target} csrfToken={csrfToken} initial={initial} />
        </Card>
        {sandboxEnabled && <DemoAccounts callbackUrl={target} csrfToken={csrfToken} />}
      </div>
    </main>
  );
}
