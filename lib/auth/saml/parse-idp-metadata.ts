import { X509Certificate } from "node:crypto";
import * as xpath from "xpath";
import { SamlMetadataError, type IdpMetadata } from "./idp-metadata";
import { parseUntrustedXml } from "./untrusted-xml";

const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const select = xpath.useNamespaces({
  md: "urn:oasis:names:tc:SAML:2.0:metadata",
  ds: "http://www.w3.org/2000/09/xmldsig#",
});

/** An element's node type (xpath's own `isElement` is not among the names Node's ESM loader sees in its CommonJS). */
const ELEMENT_NODE = 1;

const attribute = (node: xpath.SelectReturnType, name: string) =>
  Array.isArray(node) && node[0]?.nodeType === ELEMENT_NODE ? (node[0] as Element).getAttribute(name) : null;

function signingCertificates(descriptor: Node): { certificates: string[]; expiresAt: Date } {
  const nodes = select(
    "md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate",
    descriptor,
  ) as Node[];
  const certificates = [...new Set(nodes.map((n) => (n.textContent ?? "").replace(/\s+/g, "")).filter(Boolean))];
  if (!certificates.length)
    throw new SamlMetadataError(
      'The metadata has no signing certificate (IDPSSODescriptor › KeyDescriptor use="signing" › X509Certificate): without one no response can be checked.',
    );
  const expiries = certificates.map((b64) => {
    try {
      return new Date(new X509Certificate(Buffer.from(b64, "base64")).validTo);
    } catch {
      throw new SamlMetadataError("A signing certificate in the metadata is not a valid X.509 certificate.");
    }
  });
  const latest = Math.max(...expiries.map((d) => d.getTime()));
  if (latest <= Date.now())
    throw new SamlMetadataError(
      `Every signing certificate in the metadata has expired (the last on ${new Date(latest).toISOString().slice(0, 10)}).`,
    );
  return { certificates, expiresAt: new Date(Math.min(...expiries.map((d) => d.getTime()))) };
}

/** An identity provider's SAML 2.0 metadata (an EntityDescriptor, or an EntitiesDescriptor holding exactly one IdP). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = parseUntrustedXml(xml, "metadata");
  const entities = select("//md:EntityDescriptor[md:IDPSSODescriptor]", doc) as Element[];
  if (entities.length !== 1)
    throw new SamlMetadataError(
      entities.length
        ? `The metadata describes ${entities.length} identity providers; add them one at a time.`
        : "This is not SAML 2.0 identity provider metadata (no EntityDescriptor with an IDPSSODescriptor).",
    );
  const entity = entities[0]!;
  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) throw new SamlMetadataError("The metadata's EntityDescriptor has no entityID.");
  const descriptor = select("md:IDPSSODescriptor", entity, true) as Node;
  const ssoUrl = attribute(
    select(`md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']`, descriptor),
    "Location",
  )?.trim();
  if (!ssoUrl) throw new SamlMetadataError("The metadata has no SingleSignOnService for the HTTP-Redirect binding.");
  try {
    new URL(ssoUrl);
  } catch {
    throw new SamlMetadataError("The metadata's SingleSignOnService Location is not a URL.");
  }
  const { certificates, expiresAt } = signingCertificates(descriptor);
  return { entityId, ssoUrl, certificates, certExpiresAt: expiresAt };
}
