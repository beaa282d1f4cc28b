import { signIn } from "../testing/http-session";

/**
 * Signs in through one instance (the sandbox's demo admin, next-auth's credentials endpoint with its CSRF token)
 * and reads the session through another: two instances with one AUTH_SECRET and one database share sessions.
 * Usage: tsx scripts/check-shared-session.ts <first instance's URL> <second instance's URL>
 */
const EMAIL = "admin@sandbox.test";

async function sessionEmail(baseUrl: string, cookie?: string) {
  const response = await fetch(`${baseUrl}/api/auth/session`, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { user?: { email?: string } } | null;
  return body?.user?.email;
}

async function main() {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) throw new Error("usage: check-shared-session.ts <url> <url>");
  const cookie = await signIn(first, EMAIL);
  const withCookie = await sessionEmail(second, cookie);
  const without = await sessionEmail(second);
  if (withCookie !== EMAIL) throw new Error(`${second} does not see the session made on ${first} (${withCookie})`);
  if (without) throw new Error(`${second} answers a session without a cookie (${without})`);
  console.log(`signed in as ${EMAIL} on ${first}; ${second} sees the same session`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
