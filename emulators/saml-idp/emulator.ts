import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import { answer, startEmulatorServer, type EmulatorRequest } from "../kit/server";
import { makeSigningCredential, pemOf } from "./keys";
import { assertionXml, encryptAssertion, newId, responseXml, sign } from "./messages";

/**
 * A SAML 2.0 identity provider for tests, written from the OASIS specs (saml-core-2.0-os, saml-bindings-2.0-os,
 * saml-metadata-2.0-os, saml-profiles-2.0-os): metadata at /metadata (entityID, a signing certificate, an
 * HTTP-Redirect SingleSignOnService), and /sso taking an HTTP-Redirect AuthnRequest (DEFLATE, base64) and answering
 * with an HTTP-POST form that carries a signed Response to the request's AssertionConsumerServiceURL, for the person
 * it "authenticated" (`signInAs`). `issue` builds the same Response for tests that post it themselves, with any field
 * changed (times, audience, recipient, signing, encryption).
 */
export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string | null;
}

export interface IssueOptions {
  acsUrl: string;
  audience: string;
  inResponseTo: string | null;
  email: string;
  /** Which element carries the signature (default: the Response). */
  sign?: "response" | "assertion" | "both" | "none";
  /** Encrypts the assertion to this certificate (the SP's, PEM). */
  encryptTo?: string;
  assertionId?: string;
  issuer?: string;
  /** Defaults: valid from a minute ago for five minutes. */
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** The Response's Destination (default: acsUrl; null leaves it out). */
  destination?: string | null;
  /** The bearer confirmation's Recipient (default: acsUrl). */
  recipient?: string;
}

export interface SamlIdpEmulator {
  url: string;
  entityId: string;
  metadataXml: string;
  /** Who the IdP says signed in when a browser comes to /sso. */
  signInAs: string;
  /** Set to the SP's certificate to encrypt the assertions /sso sends. */
  encryptTo: string | null;
  requests: AuthnRequestSeen[];
  issue(options: IssueOptions): Promise<string>;
  close(): Promise<void>;
}

const MINUTE = 60_000;

function readAuthnRequest(request: EmulatorRequest): AuthnRequestSeen {
  const encoded = request.url.searchParams.get("SAMLRequest");
  if (!encoded) throw new Error("no SAMLRequest");
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const root = doc.documentElement!;
  if (root.localName !== "AuthnRequest") throw new Error(`not an AuthnRequest: ${root.localName}`);
  const issuer = root.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]?.textContent;
  return {
    id: root.getAttribute("ID") ?? "",
    issuer: issuer ?? "",
    acsUrl: root.getAttribute("AssertionConsumerServiceURL") ?? "",
    relayState: request.url.searchParams.get("RelayState"),
  };
}

const postForm = (acsUrl: string, samlResponse: string, relayState: string | null) =>
  `<!doctype html><html><head><title>Signing in…</title></head>` +
  `<body onload="document.forms[0].submit()"><form method="post" action="${acsUrl.replace(/"/g, "&quot;")}">` +
  `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
  (relayState ? `<input type="hidden" name="RelayState" value="${relayState.replace(/"/g, "&quot;")}">` : "") +
  `<button type="submit">Continue</button></form></body></html>`;

export async function startSamlIdpEmulator({ signInAs = "" }: { signInAs?: string } = {}): Promise<SamlIdpEmulator> {
  const credential = makeSigningCredential("SAML IdP emulator");
  const state = { url: "", entityId: "" };

  const issue = async (o: IssueOptions) => {
    const now = new Date();
    const issuer = o.issuer ?? state.entityId;
    let assertion = assertionXml({
      id: o.assertionId ?? newId(),
      issuer,
      email: o.email,
      audience: o.audience,
      recipient: o.recipient ?? o.acsUrl,
      inResponseTo: o.inResponseTo,
      issueInstant: now,
      notBefore: o.notBefore ?? new Date(now.getTime() - MINUTE),
      notOnOrAfter: o.notOnOrAfter ?? new Date(now.getTime() + 5 * MINUTE),
    });
    const signWith = o.sign ?? "response";
    if (signWith === "assertion" || signWith === "both") assertion = sign(assertion, "Assertion", credential);
    const body = o.encryptTo ? await encryptAssertion(assertion, o.encryptTo) : assertion;
    const response = responseXml({
      id: newId(),
      issuer,
      destination: o.destination === undefined ? o.acsUrl : o.destination,
      inResponseTo: o.inResponseTo,
      issueInstant: now,
      body,
    });
    return signWith === "response" || signWith === "both" ? sign(response, "Response", credential) : response;
  };

  const emulator: SamlIdpEmulator = {
    url: "",
    entityId: "",
    metadataXml: "",
    signInAs,
    encryptTo: null,
    requests: [],
    issue,
    close: async () => undefined,
  };

  const server = await startEmulatorServer(async (request) => {
    if (request.method === "GET" && request.url.pathname === "/metadata")
      return {
        ...answer(200, null),
        text: emulator.metadataXml,
        headers: { "content-type": "application/samlmetadata+xml" },
      };
    if (request.method === "GET" && request.url.pathname === "/sso") {
      let authn: AuthnRequestSeen;
      try {
        authn = readAuthnRequest(request);
      } catch (error) {
        return answer(400, { message: (error as Error).message });
      }
      emulator.requests.push(authn);
      const xml = await issue({
        acsUrl: authn.acsUrl,
        audience: authn.issuer,
        inResponseTo: authn.id,
        email: emulator.signInAs,
        encryptTo: emulator.encryptTo ?? undefined,
        sign: emulator.encryptTo ? "both" : "response",
      });
      const html = postForm(authn.acsUrl, Buffer.from(xml).toString("base64"), authn.relayState);
      return { ...answer(200, null), text: html, headers: { "content-type": "text/html; charset=utf-8" } };
    }
    return answer(404, { message: "not found" });
  });

  state.url = server.url;
  state.entityId = `${server.url}/metadata`;
  emulator.url = server.url;
  emulator.entityId = state.entityId;
  emulator.close = () => server.close();
  emulator.metadataXml =
    `<?xml version="1.0"?>` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${state.entityId}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>` +
    `<ds:X509Certificate>${credential.certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${server.url}/sso"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`;
  return emulator;
}

/** The SP's encryption certificate from its metadata (KeyDescriptor use="encryption"), as PEM. */
export function encryptionCertificateOf(spMetadataXml: string): string {
  const doc = new DOMParser().parseFromString(spMetadataXml, "text/xml");
  const descriptors = Array.from(
    doc.getElementsByTagNameNS(
      "urn:oasis:names:tc:SAML:2.0:metadata",
      "KeyDescriptor",
    ) as unknown as ArrayLike<Element>,
  );
  const encryption = descriptors.find((d) => d.getAttribute("use") === "encryption") ?? descriptors[0];
  const cert = encryption?.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "X509Certificate")[0];
  if (!cert?.textContent) throw new Error("the SP metadata has no certificate");
  return pemOf(cert.textContent.replace(/\s+/g, ""));
}
