import * as xpath from "xpath";
import { parseUntrustedXml } from "./untrusted-xml";

const select = xpath.useNamespaces({
  samlp: "urn:oasis:names:tc:SAML:2.0:protocol",
  saml: "urn:oasis:names:tc:SAML:2.0:assertion",
});
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";

const attr = (nodes: xpath.SelectReturnType) =>
  Array.isArray(nodes) ? nodes.map((n) => (n as Attr).value).filter((v): v is string => typeof v === "string") : [];

/**
 * The Response element's Destination (unsigned when only the assertion is signed: a second line of defence), or null
 * when it has none: optional for a response whose assertion alone is signed (SAML bindings 3.5.5.2), and xmldom
 * answers "" for a missing attribute.
 */
export function responseDestination(responseXml: string): string | null {
  const root = parseUntrustedXml(responseXml, "SAML response").documentElement;
  if (root.localName !== "Response" || !root.hasAttribute("Destination")) return null;
  return root.getAttribute("Destination");
}

/**
 * What node-saml leaves to us, read from the assertion it verified (signed, or inside the signed response): its ID
 * and Issuer, the bearer confirmations' Recipient and InResponseTo, and the latest NotOnOrAfter (how long its ID is
 * kept for the replay check).
 */
export function assertionFacts(assertionXml: string) {
  const doc = parseUntrustedXml(assertionXml, "SAML assertion");
  const root = doc.documentElement;
  const confirmations = `saml:Subject/saml:SubjectConfirmation[@Method='${BEARER}']/saml:SubjectConfirmationData`;
  const notOnOrAfter = [
    ...attr(select("saml:Conditions/@NotOnOrAfter", root)),
    ...attr(select(`${confirmations}/@NotOnOrAfter`, root)),
  ]
    .map((v) => Date.parse(v))
    .filter((t) => Number.isFinite(t));
  return {
    id: root.getAttribute("ID"),
    recipients: attr(select(`${confirmations}/@Recipient`, root)),
    inResponseTo: attr(select(`${confirmations}/@InResponseTo`, root)),
    notOnOrAfter: notOnOrAfter.length ? new Date(Math.max(...notOnOrAfter)) : null,
  };
}
