import "server-only";
import type { Profile } from "@node-saml/node-saml";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { logger } from "@/lib/logging/logger";
import { emailDomain } from "./connections";
import { SamlMetadataError } from "./idp-metadata";
import { assertionFacts, responseDestination } from "./response-facts";
import { CLOCK_SKEW_MS, samlClient } from "./saml-client";
import { mintSamlSignInToken } from "./sign-in-token";
import { serviceProviderKeys } from "./sp-keys";
import { samlServiceProvider } from "./sp-urls";

/** A SAMLResponse larger than this (base64, as posted) is refused unread. */
export const MAX_SAML_RESPONSE_CHARS = 256 * 1024;

type AcsOutcome =
  | { ok: true; token: string; callbackUrl: string }
  /** `AccessDenied`: a valid answer for someone with no (enabled) dashboard account; `SamlRefused`: anything else. */
  | { ok: false; code: "AccessDenied" | "SamlRefused"; reason: string };

class Refusal extends Error {
  constructor(
    message: string,
    readonly code: "AccessDenied" | "SamlRefused" = "SamlRefused",
  ) {
    super(message);
  }
}

const EMAIL_CLAIM = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress";

/** The person's email: the email attribute (Okta `email`, Entra ID's claim URI, `mail`), else an email NameID. */
function emailOf(profile: Profile): string | null {
  const candidates = [profile.email, profile.mail, profile[EMAIL_CLAIM]];
  if (profile.nameIDFormat?.endsWith(":emailAddress")) candidates.push(profile.nameID);
  const email = candidates.find((c): c is string => typeof c === "string" && /^[^@\s]+@[^@\s]+$/.test(c.trim()));
  return email?.trim().toLowerCase() ?? null;
}

/** Closes the open request `id` (unknown, expired or already answered: null), so each is answered at most once. */
async function claimRequest(id: string) {
  const { count } = await db.samlRequest.updateMany({
    where: { id, answeredAt: null, expiresAt: { gt: new Date() } },
    data: { answeredAt: new Date() },
  });
  return count === 1
    ? db.samlRequest.findUniqueOrThrow({
        where: { id },
        include: { connection: { include: { domains: { select: { domain: true } } } } },
      })
    : null;
}

/** Records the assertion's ID until it expires; false when it was already used (a replay, on any instance). */
async function firstUse(issuer: string, assertionId: string, notOnOrAfter: Date) {
  try {
    await db.samlAssertionUse.create({
      data: { issuer, assertionId, expiresAt: new Date(notOnOrAfter.getTime() + CLOCK_SKEW_MS) },
    });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
    throw error;
  }
}

async function verify(samlResponse: string, relayState: string | null) {
  if (samlResponse.length > MAX_SAML_RESPONSE_CHARS) throw new Refusal("the SAML response is larger than 256 kB");
  // An IdP-initiated (unsolicited) response answers no request of ours: refused, as the request binds the browser.
  if (!relayState) throw new Refusal("unsolicited response (no RelayState): sign-in must start at the dashboard");
  const request = await claimRequest(relayState);
  if (!request) throw new Refusal("the response answers no open request (unknown, expired or already answered)");
  const { connection } = request;
  const acs = samlServiceProvider.acsUrl;
  const destination = responseDestination(Buffer.from(samlResponse, "base64").toString("utf8"));
  if (destination !== null && destination !== acs) throw new Refusal(`wrong Destination ${destination}`);
  const saml = samlClient(connection, await serviceProviderKeys(), request);
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }).catch((error: unknown) => {
    throw new Refusal(error instanceof Error ? error.message : String(error));
  });
  if (!profile?.getAssertionXml) throw new Refusal("the response holds no assertion");
  if (profile.issuer !== connection.idpEntityId) throw new Refusal(`wrong Issuer ${profile.issuer}`);
  const facts = assertionFacts(profile.getAssertionXml());
  if (!facts.recipients.length || facts.recipients.some((r) => r !== acs))
    throw new Refusal(`wrong or missing Recipient (${facts.recipients.join(", ") || "none"})`);
  if (facts.inResponseTo.length === 0 || facts.inResponseTo.some((id) => id !== request.id))
    throw new Refusal("the assertion's subject confirmation answers another request");
  if (!facts.id || !facts.notOnOrAfter) throw new Refusal("the assertion has no ID or no NotOnOrAfter");
  if (!(await firstUse(connection.idpEntityId, facts.id, facts.notOnOrAfter)))
    throw new Refusal(`assertion ${facts.id} was already used (replay)`);
  const email = emailOf(profile);
  if (!email) throw new Refusal("the assertion names no email (NameID or email attribute)");
  if (!connection.domains.some((d) => d.domain === emailDomain(email)))
    throw new Refusal(`${email} is not in a domain of connection ${connection.name}`);
  const user = await db.user.findUnique({ where: { email } });
  if (!user || user.disabledAt)
    throw new Refusal(`${email} has ${user ? "a disabled account" : "no dashboard account"}`, "AccessDenied");
  const token = await mintSamlSignInToken({
    userId: user.id,
    connectionId: connection.id,
    browserKeyHash: request.browserKeyHash,
  });
  await db.samlConnection.update({ where: { id: connection.id }, data: { lastSignInAt: new Date() } });
  return { token, callbackUrl: request.callbackUrl };
}

/**
 * The ACS route's work: every check of a posted SAMLResponse, then a one-time sign-in token for the browser that
 * started the sign-in. A refusal is logged and audited with its reason; the browser is told only that it failed.
 */
export async function acceptSamlResponse(samlResponse: string, relayState: string | null): Promise<AcsOutcome> {
  try {
    return { ok: true, ...(await verify(samlResponse, relayState)) };
  } catch (caught) {
    // Malformed XML (parseUntrustedXml) is refused like any other bad answer.
    const error = caught instanceof SamlMetadataError ? new Refusal(caught.message) : caught;
    if (!(error instanceof Refusal)) throw error;
    logger.warn({ reason: error.message }, "SAML sign-in refused");
    await recordAudit(null, {
      action: "sign-in.failed",
      targetType: "saml-response",
      targetId: relayState?.slice(0, 100) ?? "unsolicited",
      metadata: { method: "saml", reason: error.message.slice(0, 500) },
    });
    return { ok: false, code: error.code, reason: error.message };
  }
}
