"use client";

import { signOut } from "@/lib/auth/auth-client";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <Button variant="ghost" className="whitespace-nowrap" onClick={() => signOut("/sign-in")}>
      Sign out
    </Button>
  );
}
