import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";

/**
 * A browser's side of SP-initiated SAML sign-in, over HTTP against the app under test: "Sign in with SSO" (the
 * AuthnRequest and the browser-key cookie), the IdP's POST to the ACS route, and the token exchanged for a session.
 */
export interface ServiceProvider {
  entityId: string;
  acsUrl: string;
  metadataXml: string;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export async function readServiceProvider(baseUrl: string): Promise<ServiceProvider> {
  const metadataXml = await (await fetch(`${baseUrl}/api/auth/saml/metadata`)).text();
  const doc = new DOMParser().parseFromString(metadataXml, "text/xml");
  const entityId = doc.documentElement!.getAttribute("entityID")!;
  const acs = doc.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:metadata", "AssertionConsumerService")[0]!;
  return { entityId, acsUrl: acs.getAttribute("Location")!, metadataXml };
}

export interface StartedSignIn {
  /** The AuthnRequest's ID. */
  requestId: string;
  relayState: string;
  /** The IdP URL the browser was sent to. */
  redirect: URL;
  /** The browser-key cookie the app set. */
  cookie: string;
}

export async function startSignIn(baseUrl: string, email: string): Promise<StartedSignIn> {
  const response = await fetch(`${baseUrl}/api/auth/saml/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, callbackUrl: "/" }),
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.startsWith("http")) throw new Error(`no redirect to an IdP: ${location}`);
  const redirect = new URL(location);
  const xml = inflateRawSync(Buffer.from(redirect.searchParams.get("SAMLRequest")!, "base64")).toString("utf8");
  const requestId = new DOMParser().parseFromString(xml, "text/xml").documentElement!.getAttribute("ID")!;
  return { requestId, relayState: redirect.searchParams.get("RelayState")!, redirect, cookie: cookiesOf(response) };
}

/** Posts a SAMLResponse (XML) to the ACS route as the IdP's form would; returns where the app sent the browser. */
export async function postToAcs(baseUrl: string, responseXml: string, relayState: string | null) {
  const form = new URLSearchParams({ SAMLResponse: Buffer.from(responseXml).toString("base64") });
  if (relayState !== null) form.set("RelayState", relayState);
  const response = await fetch(`${baseUrl}/api/auth/saml/acs`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://idp.example" },
    body: form,
  });
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

/**
 * What the completion page does: exchanges the token in `location` for a session (next-auth's "saml" provider),
 * with `cookie` as the browser's. Returns the session cookie and whose session it is, or null when refused.
 */
export async function completeSignIn(baseUrl: string, location: string, cookie: string) {
  const token = new URL(location, baseUrl).searchParams.get("token");
  if (!token) return null;
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = [cookie, cookiesOf(csrf)].filter(Boolean).join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/saml`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, token, callbackUrl: "/", json: "true" }),
  });
  const session = cookiesOf(response);
  if (!session.includes("next-auth.session-token")) return null;
  const who = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: `${jar}; ${session}` } });
  const { user } = (await who.json()) as { user?: { email?: string } };
  return { cookie: `${jar}; ${session}`, email: user?.email ?? null };
}

/** Follows the IdP's HTTP-POST form (the emulator's /sso page) as a browser would, to the ACS route. */
export async function followIdp(baseUrl: string, started: StartedSignIn) {
  const page = await (await fetch(started.redirect)).text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? null;
  const samlResponse = value("SAMLResponse");
  if (!samlResponse) throw new Error(`the IdP page has no SAMLResponse: ${page.slice(0, 300)}`);
  return postToAcs(baseUrl, Buffer.from(samlResponse, "base64").toString("utf8"), value("RelayState"));
}
