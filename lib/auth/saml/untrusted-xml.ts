import { DOMParser } from "@xmldom/xmldom";
import { MAX_METADATA_BYTES, SamlMetadataError } from "./idp-metadata";

/**
 * Untrusted XML, parsed into a DOM after a size bound; a DOCTYPE (entity expansion) is refused before parsing, and
 * the parser's errors are fatal. Linear in the input: 256 kB parses in milliseconds. Called only in the SAML
 * readers' worker (saml-readers.ts), never on the thread that serves pages.
 */
export function parseUntrustedXml(xml: string, what: string): Document {
  if (Buffer.byteLength(xml, "utf8") > MAX_METADATA_BYTES)
    throw new SamlMetadataError(`The ${what} is larger than ${MAX_METADATA_BYTES / 1024} kB.`);
  if (/<!DOCTYPE/i.test(xml)) throw new SamlMetadataError(`The ${what} has a DOCTYPE, which is not accepted.`);
  const fail = (message: string) => {
    throw new SamlMetadataError(`The ${what} is not well-formed XML (${message.split("\n")[0]!.slice(0, 160)}).`);
  };
  const doc = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(xml, "text/xml");
  if (!doc?.documentElement) throw new SamlMetadataError(`The ${what} is empty.`);
  return doc as unknown as Document;
}
