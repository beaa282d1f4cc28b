import { generate } from "selfsigned";

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made when a test starts (nothing kept in the tree): its
 * own CA, so a test pastes `cert` as the destination's CA; another call's `cert` is a CA that did not sign it.
 */
export async function localCertificate(commonName = "audit receiver") {
  const pems = await generate([{ name: "commonName", value: commonName }], {
    keyType: "ec",
    curve: "P-256",
    notBeforeDate: new Date(Date.now() - 60_000),
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}
