import { randomBytes } from "node:crypto";
import { SignedXml } from "xml-crypto";
import xmlenc from "xml-encryption";

/**
 * SAML 2.0 messages as an identity provider writes them (SAML core, saml-core-2.0-os §2–3; Web Browser SSO profile,
 * saml-profiles-2.0-os §4.1): a Response carrying one Assertion with a bearer SubjectConfirmation, Conditions with
 * an AudienceRestriction, an AuthnStatement, and the email as NameID and attribute. Signatures are enveloped,
 * exclusive-c14n, RSA-SHA256, placed right after the Issuer (saml-core §5.4.1); encryption per xmlenc (AES-256-GCM
 * content, RSA-OAEP key transport), as Okta and Entra ID do.
 */
const NS = {
  samlp: "urn:oasis:names:tc:SAML:2.0:protocol",
  saml: "urn:oasis:names:tc:SAML:2.0:assertion",
};
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

export const newId = () => `_${randomBytes(16).toString("hex")}`;

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface AssertionFields {
  id: string;
  issuer: string;
  email: string;
  audience: string;
  recipient: string;
  inResponseTo: string | null;
  issueInstant: Date;
  notBefore: Date;
  notOnOrAfter: Date;
}

export function assertionXml(a: AssertionFields) {
  const inResponseTo = a.inResponseTo ? ` InResponseTo="${escape(a.inResponseTo)}"` : "";
  const time = (d: Date) => d.toISOString();
  return (
    `<saml:Assertion xmlns:saml="${NS.saml}" ID="${escape(a.id)}" Version="2.0" IssueInstant="${time(a.issueInstant)}">` +
    `<saml:Issuer>${escape(a.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escape(a.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${time(a.notOnOrAfter)}" Recipient="${escape(a.recipient)}"${inResponseTo}/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${time(a.notBefore)}" NotOnOrAfter="${time(a.notOnOrAfter)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(a.audience)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${time(a.issueInstant)}" SessionIndex="${newId()}">` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escape(a.email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion>`
  );
}

export function responseXml(r: {
  id: string;
  issuer: string;
  destination: string | null;
  inResponseTo: string | null;
  issueInstant: Date;
  /** The assertion (or EncryptedAssertion) element, as text. */
  body: string;
}) {
  const destination = r.destination ? ` Destination="${escape(r.destination)}"` : "";
  const inResponseTo = r.inResponseTo ? ` InResponseTo="${escape(r.inResponseTo)}"` : "";
  return (
    `<samlp:Response xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${escape(r.id)}" Version="2.0" ` +
    `IssueInstant="${r.issueInstant.toISOString()}"${destination}${inResponseTo}>` +
    `<saml:Issuer>${escape(r.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    r.body +
    `</samlp:Response>`
  );
}

/** Signs the element `localName` (the document's Assertion or Response) with an enveloped signature after its Issuer. */
export function sign(
  xml: string,
  localName: "Assertion" | "Response",
  key: { privateKeyPem: string; certificatePem: string },
) {
  const signed = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  const element = `//*[local-name(.)='${localName}']`;
  signed.addReference({
    xpath: element,
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
  });
  signed.computeSignature(xml, {
    prefix: "ds",
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: "after" },
  });
  return signed.getSignedXml();
}

/** An EncryptedAssertion holding `assertion`, readable only with the private key of `certificatePem` (the SP's). */
export function encryptAssertion(assertion: string, certificatePem: string): Promise<string> {
  return new Promise((resolve, reject) =>
    xmlenc.encrypt(
      assertion,
      {
        rsa_pub: certificatePem,
        pem: certificatePem,
        encryptionAlgorithm: "http://www.w3.org/2009/xmlenc11#aes256-gcm",
        keyEncryptionAlgorithm: "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p",
        disallowEncryptionWithInsecureAlgorithm: true,
        warnInsecureAlgorithm: false,
      },
      (error, encrypted) =>
        error
          ? reject(error)
          : resolve(`<saml:EncryptedAssertion xmlns:saml="${NS.saml}">${encrypted}</saml:EncryptedAssertion>`),
    ),
  );
}
