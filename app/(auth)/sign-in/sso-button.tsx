"use client";

import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";

export function SsoButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  return (
    <Button variant="secondary" className="w-full" onClick={() => signIn("oidc", { callbackUrl })}>
      Sign in with {name}
    </Button>
  );
}
