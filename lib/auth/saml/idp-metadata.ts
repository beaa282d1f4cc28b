import { DomainError } from "@/lib/errors/domain-error";

// What both sides of the SAML readers share: the app (which hands metadata over, and stores what comes back) and
// the readers' worker (parse-idp-metadata.ts, which parses it). Nothing here reads XML.

/** Metadata larger than this is refused before it is parsed (Okta's and Entra ID's are 2–8 kB). */
export const MAX_METADATA_BYTES = 256 * 1024;

export interface IdpMetadata {
  entityId: string;
  /** SingleSignOnService for HTTP-Redirect. */
  ssoUrl: string;
  /** Signing certificates, base64 DER without whitespace. */
  certificates: string[];
  /** The earliest expiry among them. */
  certExpiresAt: Date;
}

/** Metadata we cannot use: the message says what is wrong with it, for the admin who pasted or linked it. */
export class SamlMetadataError extends DomainError {}
