import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DEMO_PASSWORD, demoUsers } from "@/lib/auth/demo-users";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * The sandbox's demo accounts, each one click from signed in: a form per account posting to the same credentials
 * endpoint as the sign-in form (with the page's CSRF token), so it works before and without the page's script. The
 * password is the sandbox's public demo one, shown here anyway; these accounts exist only in sandbox mode.
 */
export function DemoAccounts({ callbackUrl, csrfToken }: { callbackUrl: string; csrfToken: string }) {
  return (
    <section
      aria-labelledby="demo-accounts"
      className="space-y-3 rounded-lg border border-dashed border-amber-400 p-4 text-sm"
    >
      <h2 id="demo-accounts" className="flex items-center gap-2 font-medium">
        <Badge tone="warning">Sandbox</Badge> Demo accounts
      </h2>
      <ul className="space-y-2 text-zinc-700 dark:text-zinc-300">
        {demoUsers.map((u) => (
          <li key={u.email}>
            <form method="post" action="/api/auth/callback/credentials" className="flex items-center gap-3">
              <input type="hidden" name="csrfToken" value={csrfToken} />
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <input type="hidden" name="email" value={u.email} />
              <input type="hidden" name="password" value={DEMO_PASSWORD} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {u.name} · <span className="font-normal text-zinc-600 dark:text-zinc-400">{u.label}</span>
                </span>
                <code className="block text-xs text-zinc-600 dark:text-zinc-400">
                  <EmailAddress email={u.email} />
                </code>
              </span>
              {/* The visible word is in the name (WCAG 2.5.3); the name says whose account. */}
              <Button
                type="submit"
                variant="secondary"
                className="h-8 shrink-0 px-3"
                aria-label={`Continue as ${u.name}`}
              >
                Continue
              </Button>
            </form>
          </li>
        ))}
      </ul>
      <p className="text-zinc-600 dark:text-zinc-400">
        Or type one of them above; the password for all is <code>{DEMO_PASSWORD}</code>.
      </p>
    </section>
  );
}
