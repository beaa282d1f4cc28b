/**
 * The browser side of next-auth's endpoints, called the way `next-auth/react` calls them (a CSRF token, then a
 * form POST answered with JSON), without loading that library and its session machinery on every page.
 */
async function postToAuth(endpoint: string, fields: Record<string, string>) {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await fetch(`/api/auth/${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken, json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  return { ok: response.ok, url: new URL(url ?? fields.callbackUrl ?? "/", window.location.href) };
}

/** The zone this browser shows times in, for an account that has not chosen one; undefined where unknown. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an email and password; on success the session cookie is set. Returns next-auth's error code, if any. The
 * browser's time zone goes along: an account without a zone of its own takes it.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  callbackUrl: string,
): Promise<{ error: string | null }> {
  const timeZone = browserTimeZone();
  const { ok, url } = await postToAuth("callback/credentials", {
    email,
    password,
    callbackUrl,
    ...(timeZone ? { timeZone } : {}),
  });
  const error = url.searchParams.get("error");
  return { error: ok && !error ? null : (error ?? "CredentialsSignin") };
}

/** Leaves for an OAuth/OIDC provider's sign-in page. */
export async function signInWithProvider(provider: string, callbackUrl: string) {
  const { url } = await postToAuth(`signin/${provider}`, { callbackUrl });
  window.location.assign(url);
}
