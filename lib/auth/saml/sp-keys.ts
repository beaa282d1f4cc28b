import "server-only";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { openSecret, sealSecret } from "@/lib/ats/secrets";
import { db } from "@/lib/db/client";

export interface ServiceProviderKeys {
  /** PEM: in our metadata, for IdPs that encrypt assertions to us. */
  certificatePem: string;
  /** PEM (PKCS#8): decrypts encrypted assertions; never leaves the server. */
  privateKeyPem: string;
}

const VALID_YEARS = 10;

/** A self-signed certificate for our own key: IdPs use only its public key (SAML metadata trusts keys, not CAs). */
function makeKeyPair(): ServiceProviderKeys {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 3072 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + VALID_YEARS * 365 * 86_400_000);
  const subject = [{ name: "commonName", value: "Screening dashboard SAML service provider" }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

const cache = globalThis as unknown as { samlServiceProviderKeys?: Promise<ServiceProviderKeys> };

/**
 * Our SP key pair: made once, on first use, and kept in the database (one row) so every instance uses the same one;
 * the private key sealed under AUTH_SECRET. Instances starting together race on the insert; the first one wins and
 * all read it back.
 */
export function serviceProviderKeys(): Promise<ServiceProviderKeys> {
  cache.samlServiceProviderKeys ??= (async () => {
    let row = await db.samlServiceProviderKey.findUnique({ where: { id: 1 } });
    if (!row) {
      const made = makeKeyPair();
      await db.samlServiceProviderKey.createMany({
        data: [{ id: 1, certificatePem: made.certificatePem, privateKeySealed: sealSecret(made.privateKeyPem) }],
        skipDuplicates: true,
      });
      row = await db.samlServiceProviderKey.findUniqueOrThrow({ where: { id: 1 } });
    }
    return { certificatePem: row.certificatePem, privateKeyPem: openSecret(row.privateKeySealed) };
  })().catch((error: unknown) => {
    cache.samlServiceProviderKeys = undefined;
    throw error;
  });
  return cache.samlServiceProviderKeys;
}
