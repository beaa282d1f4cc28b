import { Button } from "@/components/ui/button";

/**
 * Posts to next-auth's sign-out endpoint as a plain form (its `signOut` event ends the session for good), so it works
 * from the first paint, before or without the page's script.
 */
export function SignOutForm({ csrfToken }: { csrfToken: string }) {
  return (
    <form method="post" action="/api/auth/signout">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value="/sign-in" />
      <Button type="submit" variant="ghost" className="whitespace-nowrap">
        Sign out
      </Button>
    </form>
  );
}
