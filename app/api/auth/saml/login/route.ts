// POST /api/auth/saml/login – "Sign in with SSO": picks the connection by the email's domain, redirects to its IdP
import { z } from "zod";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { browserKeyCookie } from "@/lib/auth/saml/browser-key";
import { startSamlSignIn } from "@/lib/auth/saml/start-sign-in";
import { refuseByDeclaredLength } from "@/lib/security/declared-length";
import { refuseCrossOrigin } from "@/lib/security/same-origin";

const MAX_BODY_BYTES = 8 * 1024;
const formSchema = z.object({ email: z.email().max(320), callbackUrl: z.string().max(2000).optional() });

/**
 * The sign-in page's script asks for JSON and leaves for `url` itself: the page's CSP (`form-action 'self'`) would
 * stop a form submission redirected to the IdP's origin. A plain form post gets the same answers as redirects.
 */
function answer(request: Request, target: { url: string } | { error: string; callbackUrl: string }, cookie?: string) {
  const headers: Record<string, string> = cookie ? { "set-cookie": cookie } : {};
  if (request.headers.get("accept")?.includes("application/json"))
    return Response.json("url" in target ? { url: target.url } : { error: target.error }, { headers });
  const location =
    "url" in target
      ? target.url
      : `/sign-in?${new URLSearchParams({ error: target.error, callbackUrl: target.callbackUrl })}`;
  return new Response(null, { status: 303, headers: { ...headers, location } });
}

export async function POST(request: Request) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const length = refuseByDeclaredLength(request, MAX_BODY_BYTES);
  if (length) return Response.json({ message: "Send the form as the sign-in page does." }, { status: length.status });
  const form = Object.fromEntries(new URLSearchParams((await request.text()).slice(0, MAX_BODY_BYTES)));
  const parsed = formSchema.safeParse({ ...form, email: form.email?.trim().toLowerCase() });
  const callbackUrl = safeCallbackPath(form.callbackUrl);
  if (!parsed.success) return answer(request, { error: "SamlInvalidEmail", callbackUrl });
  const started = await startSamlSignIn(parsed.data.email, callbackUrl);
  if (!started) return answer(request, { error: "SamlNoConnection", callbackUrl });
  const https =
    (request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "")) === "https";
  return answer(request, { url: started.redirectUrl }, browserKeyCookie(started.browserKey, https));
}
