import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

/** A fresh RSA key and a self-signed certificate for it, as an IdP generates its signing credential. */
export function makeSigningCredential(commonName: string, days = 365) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  cert.setSubject([{ name: "commonName", value: commonName }]);
  cert.setIssuer([{ name: "commonName", value: commonName }]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(cert);
  return { privateKeyPem, certificatePem, certificateBase64: pemBody(certificatePem) };
}

/** The base64 between a PEM's header and footer, without line breaks (as X509Certificate elements carry it). */
export const pemBody = (pem: string) => pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, "").replace(/\s+/g, "");

export const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`;
