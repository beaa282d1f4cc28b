// POST /api/auth/saml/acs – the assertion consumer service: an IdP's HTTP-POST SAMLResponse, checked, then a session
import { acceptSamlResponse, MAX_SAML_RESPONSE_CHARS } from "@/lib/auth/saml/accept-response";
import { refuseByDeclaredLength } from "@/lib/security/declared-length";

/** The form's SAMLResponse at its largest plus RelayState and the encoding's overhead. */
const MAX_BODY_BYTES = MAX_SAML_RESPONSE_CHARS * 2;

const to = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * Not checked for same origin: the IdP's page posts here from its own site, and the response's signature is what
 * authenticates it. The browser leaves with a one-time token (or the sign-in page's error code) by a same-site GET,
 * where its SameSite=Lax browser-key cookie travels again.
 */
export async function POST(request: Request) {
  if (refuseByDeclaredLength(request, MAX_BODY_BYTES)) return to("/sign-in?error=SamlRefused");
  const form = new URLSearchParams(await request.text());
  const outcome = await acceptSamlResponse(form.get("SAMLResponse") ?? "", form.get("RelayState"));
  if (!outcome.ok) return to(`/sign-in?error=${outcome.code}`);
  return to(`/sign-in/sso?${new URLSearchParams({ token: outcome.token, callbackUrl: outcome.callbackUrl })}`);
}
