/** Signs in through next-auth's credentials endpoint like a browser, returning the cookies to send. */
export async function signIn(baseUrl: string, email: string, password = "sandbox"): Promise<string> {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = cookiesOf(csrfResponse);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(response);
  if (!session.includes("next-auth.session-token")) throw new Error(`sign-in as ${email} failed (${response.status})`);
  return `${csrfCookie}; ${session}`;
}

function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
