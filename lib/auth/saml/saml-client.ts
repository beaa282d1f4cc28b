import { SAML, ValidateInResponseTo, type CacheProvider } from "@node-saml/node-saml";

/** How far the IdP's clock may be from ours (NotBefore, NotOnOrAfter). */
export const CLOCK_SKEW_MS = 60_000;
/** How long an AuthnRequest may be answered. */
export const REQUEST_LIFETIME_MS = 10 * 60_000;

/** Our service provider's addresses (sp-urls.ts, from PUBLIC_URL): read by the caller and passed in as data. */
export interface ServiceProviderUrls {
  acsUrl: string;
  entityId: string;
}

/**
 * The one request a response may answer: node-saml checks the response's (and its subject confirmation's)
 * InResponseTo against this "cache", which knows only the request the caller already claimed from the database.
 */
const onlyRequest = (request: { id: string; createdAt: Date } | null): CacheProvider => ({
  saveAsync: async (key, value) => ({ value, createdAt: Date.now() }),
  getAsync: async (key) => (request && key === request.id ? request.createdAt.toISOString() : null),
  removeAsync: async () => null,
});

/**
 * node-saml for one connection. Responses must be signed (the Response, or the Assertion: either will do, and
 * node-saml refuses a document with more than one assertion), name our entity ID as audience, be within their time
 * window (60 s of skew) and answer `request`. Recipient, Destination, Issuer and one-time use are checked by the
 * caller (read-saml-xml.ts, accept-response.ts), which node-saml leaves open. AuthnRequests are signed with our key.
 *
 * Holds nothing itself: the key and our URLs arrive as arguments, so the SAML readers' worker can use it (its
 * import graph never reaches `server-only`, the database or the environment).
 */
export function samlClient(
  connection: { ssoUrl: string; certificates: string[]; idpEntityId: string },
  keys: { privateKeyPem: string },
  request: { id: string; createdAt: Date } | null,
  serviceProvider: ServiceProviderUrls,
) {
  return new SAML({
    callbackUrl: serviceProvider.acsUrl,
    issuer: serviceProvider.entityId,
    audience: serviceProvider.entityId,
    entryPoint: connection.ssoUrl,
    idpCert: connection.certificates,
    idpIssuer: connection.idpEntityId,
    privateKey: keys.privateKeyPem,
    decryptionPvk: keys.privateKeyPem,
    signatureAlgorithm: "sha256",
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    disableRequestedAuthnContext: true,
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: onlyRequest(request),
    ...(request ? { generateUniqueId: () => request.id } : {}),
  });
}
