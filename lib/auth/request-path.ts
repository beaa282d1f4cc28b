/**
 * The header the proxy (proxy.ts) sets on every page request to the path and query asked for, replacing any the
 * browser sent: a page that finds nobody signed in sends them to sign in and back here (lib/auth/session.ts).
 */
export const REQUEST_PATH_HEADER = "x-dashboard-request-path";

/** Where sign-in goes for someone who asked for `path`: back to it, except for the overview (the default). */
export function signInPathFor(path: string | null): string {
  return path && path !== "/" ? `/sign-in?callbackUrl=${encodeURIComponent(path)}` : "/sign-in";
}
