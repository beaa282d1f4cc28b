// GET /api/auth/saml/metadata – our SAML 2.0 service provider metadata, for identity providers to import
import { generateServiceProviderMetadata } from "@node-saml/node-saml";
import { serviceProviderKeys } from "@/lib/auth/saml/sp-keys";
import { samlServiceProvider } from "@/lib/auth/saml/sp-urls";

export async function GET() {
  const keys = await serviceProviderKeys();
  const xml = generateServiceProviderMetadata({
    issuer: samlServiceProvider.entityId,
    callbackUrl: samlServiceProvider.acsUrl,
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    wantAssertionsSigned: true,
    // Our one key pair both signs our AuthnRequests and decrypts encrypted assertions: node-saml lists a certificate
    // for each use it is given the key for. The metadata itself is not signed, and holds no private key.
    privateKey: keys.privateKeyPem,
    publicCerts: keys.certificatePem,
    decryptionPvk: keys.privateKeyPem,
    decryptionCert: keys.certificatePem,
    signatureAlgorithm: "sha256",
  });
  return new Response(xml, {
    headers: { "content-type": "application/samlmetadata+xml; charset=utf-8", "cache-control": "no-store" },
  });
}
