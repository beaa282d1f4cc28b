import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { hashKey, newKey } from "./browser-key";
import { samlConnectionForEmail } from "./connections";
import { REQUEST_LIFETIME_MS, samlClient } from "./saml-client";
import { serviceProviderKeys } from "./sp-keys";
import { samlServiceProvider } from "./sp-urls";

/**
 * SP-initiated sign-in: the connection chosen by the email's domain, an AuthnRequest recorded with the SHA-256 of a
 * new browser key, and the IdP's HTTP-Redirect URL carrying the signed request (RelayState: the request's ID, so the
 * ACS route knows which connection's certificates to check the answer with). Null when no connection has the domain.
 */
export async function startSamlSignIn(email: string, callbackUrl: string) {
  const connection = await samlConnectionForEmail(email);
  if (!connection) return null;
  const browserKey = newKey();
  const request = await db.samlRequest.create({
    data: {
      id: `_${randomBytes(20).toString("hex")}`,
      connectionId: connection.id,
      browserKeyHash: hashKey(browserKey),
      callbackUrl,
      expiresAt: new Date(Date.now() + REQUEST_LIFETIME_MS),
    },
  });
  const saml = samlClient(connection, await serviceProviderKeys(), request, samlServiceProvider);
  const redirectUrl = await saml.getAuthorizeUrlAsync(request.id, undefined, {});
  return { redirectUrl, browserKey };
}
