import { describe, expect, it } from "vitest";
import { makeSigningCredential } from "../../../emulators/saml-idp/keys";
import { MAX_METADATA_BYTES } from "./idp-metadata";
import { parseIdpMetadata } from "./parse-idp-metadata";

const fresh = makeSigningCredential("unit IdP", 365);
const expired = makeSigningCredential("old IdP", -1);

const metadata = ({ certificates = [fresh.certificateBase64], entityId = "https://idp.example/entity" } = {}) =>
  `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">` +
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
  certificates
    .map(
      (c) =>
        `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>` +
        `<ds:X509Certificate>\n${c.match(/.{1,64}/g)!.join("\n")}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join("") +
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/post"/>` +
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/>` +
  `</md:IDPSSODescriptor></md:EntityDescriptor>`;

describe("IdP metadata", () => {
  it("gives the entity ID, the HTTP-Redirect sign-in URL, and the signing certificates with the earliest expiry", () => {
    const other = makeSigningCredential("rollover", 30);
    const parsed = parseIdpMetadata(metadata({ certificates: [fresh.certificateBase64, other.certificateBase64] }));
    expect(parsed.entityId).toBe("https://idp.example/entity");
    expect(parsed.ssoUrl).toBe("https://idp.example/sso");
    expect(parsed.certificates).toEqual([fresh.certificateBase64, other.certificateBase64]);
    const days = (parsed.certExpiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  it("reads an EntitiesDescriptor holding one IdP, and refuses one holding two", () => {
    const wrap = (inner: string) =>
      `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${inner}</md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(wrap(metadata())).entityId).toBe("https://idp.example/entity");
    expect(() => parseIdpMetadata(wrap(metadata() + metadata({ entityId: "https://b" })))).toThrow(
      /2 identity providers/,
    );
  });

  it("refuses metadata without a signing certificate, with only expired ones, or with a broken one", () => {
    expect(() => parseIdpMetadata(metadata({ certificates: [] }))).toThrow(/no signing certificate/);
    expect(() => parseIdpMetadata(metadata({ certificates: [expired.certificateBase64] }))).toThrow(/has expired/);
    expect(() => parseIdpMetadata(metadata({ certificates: ["AAAA"] }))).toThrow(/not a valid X.509/);
  });

  it("refuses what is not metadata: malformed XML, a DOCTYPE, another document, too many bytes", () => {
    expect(() => parseIdpMetadata("<md:EntityDescriptor")).toThrow(/not well-formed/);
    expect(() => parseIdpMetadata(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${metadata()}`)).toThrow(/DOCTYPE/);
    expect(() => parseIdpMetadata("<html><body>Sign in</body></html>")).toThrow(/not SAML 2.0 identity provider/);
    expect(() => parseIdpMetadata(`<x>${"a".repeat(MAX_METADATA_BYTES)}</x>`)).toThrow(/larger than 256 kB/);
  });

  it("parses the largest accepted document quickly (well within the SAML readers' 5 s)", () => {
    const nested = "<e>".repeat(10_000) + "</e>".repeat(10_000);
    const big = `<x>${nested}${" ".repeat(MAX_METADATA_BYTES - nested.length - 20)}</x>`;
    const started = performance.now();
    expect(() => parseIdpMetadata(big)).toThrow(/not SAML 2.0/);
    // 0.6 s measured while a build ran beside it; a blow-up (entity expansion, quadratic parsing) would take far longer.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
