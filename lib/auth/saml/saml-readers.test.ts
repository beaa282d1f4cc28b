import { describe, expect, it } from "vitest";
import { makeSigningCredential } from "../../../emulators/saml-idp/keys";
import { assertionXml, newId, responseXml, sign } from "../../../emulators/saml-idp/messages";
import { SamlMetadataError } from "./idp-metadata";
import { readIdpMetadataInWorker, readSamlResponseInWorker } from "./saml-readers";

const idp = makeSigningCredential("readers IdP", 365);
const sp = makeSigningCredential("readers SP", 365);
const serviceProvider = { acsUrl: "https://dash.example/api/auth/saml/acs", entityId: "https://dash.example/sp" };
const idpEntityId = "https://idp.example/entity";

const metadata =
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${idpEntityId}">` +
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
  `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>` +
  `<ds:X509Certificate>${idp.certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/>` +
  `</md:IDPSSODescriptor></md:EntityDescriptor>`;

/** A response to request `requestId` for ada@example.com, signed by the IdP, with `destination`. */
function signedResponse(requestId: string, destination = serviceProvider.acsUrl) {
  const now = Date.now();
  const assertion = assertionXml({
    id: newId(),
    issuer: idpEntityId,
    email: "Ada@Example.com",
    audience: serviceProvider.entityId,
    recipient: serviceProvider.acsUrl,
    inResponseTo: requestId,
    issueInstant: new Date(now),
    notBefore: new Date(now - 60_000),
    notOnOrAfter: new Date(now + 300_000),
  });
  const response = responseXml({
    id: newId(),
    issuer: idpEntityId,
    destination,
    inResponseTo: requestId,
    issueInstant: new Date(now),
    body: assertion,
  });
  return Buffer.from(sign(response, "Response", idp)).toString("base64");
}

const task = (samlResponse: string, requestId: string) => ({
  samlResponse,
  connection: { ssoUrl: "https://idp.example/sso", certificates: [idp.certificateBase64], idpEntityId },
  privateKeyPem: sp.privateKeyPem,
  request: { id: requestId, createdAt: new Date().toISOString() },
  serviceProvider,
});

describe("the SAML readers (a worker pool)", () => {
  it("reads good metadata in a worker, with its certificates' expiry as a date again", async () => {
    const read = await readIdpMetadataInWorker(metadata);
    expect(read).toEqual({
      entityId: idpEntityId,
      ssoUrl: "https://idp.example/sso",
      certificates: [idp.certificateBase64],
      certExpiresAt: expect.any(Date),
    });
    expect(read.certExpiresAt.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
  }, 60_000);

  it("says what is wrong with malformed metadata, and refuses oversized metadata before handing it over", async () => {
    await expect(readIdpMetadataInWorker("<md:EntityDescriptor")).rejects.toThrow(/not well-formed XML/);
    await expect(readIdpMetadataInWorker("<md:EntityDescriptor")).rejects.toBeInstanceOf(SamlMetadataError);
    await expect(readIdpMetadataInWorker(`<x>${"a".repeat(256 * 1024)}</x>`)).rejects.toThrow(
      "The metadata is larger than 256 kB.",
    );
  }, 60_000);

  it("checks a signed response in a worker and gives back what the database checks need", async () => {
    const requestId = newId();
    const reading = await readSamlResponseInWorker(task(signedResponse(requestId), requestId));
    expect(reading).toEqual({
      ok: true,
      assertionId: expect.stringMatching(/^_/),
      notOnOrAfter: expect.any(Number),
      email: "ada@example.com",
    });
  }, 60_000);

  it("refuses, with its reason, a response to another request, a wrong Destination, another key's signature, malformed XML", async () => {
    const requestId = newId();
    expect(await readSamlResponseInWorker(task(signedResponse(newId()), requestId))).toEqual({
      ok: false,
      reason: expect.stringMatching(/InResponseTo/),
    });
    expect(
      await readSamlResponseInWorker(task(signedResponse(requestId, "https://evil.example/acs"), requestId)),
    ).toEqual({ ok: false, reason: "wrong Destination https://evil.example/acs" });
    const other = { ...task(signedResponse(requestId), requestId) };
    other.connection = { ...other.connection, certificates: [sp.certificateBase64] };
    expect(await readSamlResponseInWorker(other)).toEqual({ ok: false, reason: expect.stringMatching(/signature/i) });
    expect(await readSamlResponseInWorker(task(Buffer.from("<samlp:Response").toString("base64"), requestId))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The SAML response is not well-formed XML/),
    });
  }, 60_000);
});
