import type { Profile } from "@node-saml/node-saml";
import { SamlMetadataError } from "./idp-metadata";
import { parseIdpMetadata } from "./parse-idp-metadata";
import { assertionFacts, responseDestination } from "./response-facts";
import { samlClient, type ServiceProviderUrls } from "./saml-client";

/**
 * The SAML readers' work (saml-reader.worker.mjs loads this file by path; saml-readers.ts runs it in a worker
 * pool): every parse and signature check of untrusted SAML XML, away from the thread that serves pages. Given only
 * data and answering only plain, serialisable values: nothing here reads the database, the environment or a
 * secret of its own (our key arrives with the task), and nothing it imports is `server-only`.
 */

/** One posted SAMLResponse to check, with everything it is checked against. */
export interface SamlResponseTask {
  /** The SAMLResponse as posted (base64); its size was checked before it was handed over. */
  samlResponse: string;
  /** The connection of the request it claims to answer. */
  connection: { ssoUrl: string; certificates: string[]; idpEntityId: string };
  /** Our private key (PEM): decrypts an encrypted assertion. */
  privateKeyPem: string;
  /** The request it must answer, already claimed from the database; `createdAt` in ISO 8601. */
  request: { id: string; createdAt: string };
  serviceProvider: ServiceProviderUrls;
}

/**
 * A response that passed every check that needs no database, with what the checks that do need (one-time use,
 * the person's account) read from its assertion; or the reason it was refused.
 */
export type SamlResponseReading =
  | {
      ok: true;
      assertionId: string;
      /** The assertion's latest NotOnOrAfter (milliseconds since 1970): how long its ID is kept against replays. */
      notOnOrAfter: number;
      /** The person's email, lower case, or null when the assertion names none. */
      email: string | null;
    }
  | { ok: false; reason: string };

export type IdpMetadataReading =
  | { ok: true; entityId: string; ssoUrl: string; certificates: string[]; certExpiresAt: string }
  | { ok: false; reason: string };

class Refused extends Error {}

const EMAIL_CLAIM = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress";

/** The person's email: the email attribute (Okta `email`, Entra ID's claim URI, `mail`), else an email NameID. */
function emailOf(profile: Profile): string | null {
  const candidates = [profile.email, profile.mail, profile[EMAIL_CLAIM]];
  if (profile.nameIDFormat?.endsWith(":emailAddress")) candidates.push(profile.nameID);
  const email = candidates.find((c): c is string => typeof c === "string" && /^[^@\s]+@[^@\s]+$/.test(c.trim()));
  return email?.trim().toLowerCase() ?? null;
}

async function check({ samlResponse, connection, privateKeyPem, request, serviceProvider }: SamlResponseTask) {
  const acs = serviceProvider.acsUrl;
  const destination = responseDestination(Buffer.from(samlResponse, "base64").toString("utf8"));
  if (destination !== null && destination !== acs) throw new Refused(`wrong Destination ${destination}`);
  const claimed = { id: request.id, createdAt: new Date(request.createdAt) };
  const saml = samlClient(connection, { privateKeyPem }, claimed, serviceProvider);
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }).catch((error: unknown) => {
    throw new Refused(error instanceof Error ? error.message : String(error));
  });
  if (!profile?.getAssertionXml) throw new Refused("the response holds no assertion");
  if (profile.issuer !== connection.idpEntityId) throw new Refused(`wrong Issuer ${profile.issuer}`);
  const facts = assertionFacts(profile.getAssertionXml());
  if (!facts.recipients.length || facts.recipients.some((r) => r !== acs))
    throw new Refused(`wrong or missing Recipient (${facts.recipients.join(", ") || "none"})`);
  if (facts.inResponseTo.length === 0 || facts.inResponseTo.some((id) => id !== request.id))
    throw new Refused("the assertion's subject confirmation answers another request");
  if (!facts.id || !facts.notOnOrAfter) throw new Refused("the assertion has no ID or no NotOnOrAfter");
  return { assertionId: facts.id, notOnOrAfter: facts.notOnOrAfter.getTime(), email: emailOf(profile) };
}

/**
 * Checks a posted SAMLResponse as far as data allows, in this order: its Destination (a second line of defence
 * when only the assertion is signed), its signature, audience and time window (node-saml), that it holds an
 * assertion from the connection's Issuer, the bearer confirmation's Recipient and InResponseTo, and that the
 * assertion has an ID and a NotOnOrAfter. Malformed XML and a DOCTYPE are refused like any other bad answer.
 *
 * @public
 */
export async function readSamlResponse(task: SamlResponseTask): Promise<SamlResponseReading> {
  try {
    return { ok: true, ...(await check(task)) };
  } catch (error) {
    if (error instanceof Refused || error instanceof SamlMetadataError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * An identity provider's metadata (parse-idp-metadata.ts), with its certificates' earliest expiry in ISO 8601; or
 * what is wrong with it, for the admin who pasted or linked it.
 *
 * @public
 */
export function readIdpMetadata(xml: string): IdpMetadataReading {
  try {
    const metadata = parseIdpMetadata(xml);
    return { ok: true, ...metadata, certExpiresAt: metadata.certExpiresAt.toISOString() };
  } catch (error) {
    if (error instanceof SamlMetadataError) return { ok: false, reason: error.message };
    throw error;
  }
}
