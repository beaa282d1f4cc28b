"use client";

import { signInWithProvider } from "@/lib/auth/auth-client";
import { Button } from "@/components/ui/button";

export function SsoButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  return (
    <Button variant="secondary" className="w-full" onClick={() => signInWithProvider("oidc", callbackUrl)}>
      Sign in with {name}
    </Button>
  );
}
