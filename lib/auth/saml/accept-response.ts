import "server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { logger } from "@/lib/logging/logger";
import { emailDomain } from "./connections";
import { CLOCK_SKEW_MS } from "./saml-client";
import { readSamlResponseInWorker } from "./saml-readers";
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
  // Every parse and signature check of the XML is done in a worker (read-saml-xml.ts); here, what needs the database.
  const reading = await readSamlResponseInWorker({
    samlResponse,
    connection: {
      ssoUrl: connection.ssoUrl,
      certificates: connection.certificates,
      idpEntityId: connection.idpEntityId,
    },
    privateKeyPem: (await serviceProviderKeys()).privateKeyPem,
    request: { id: request.id, createdAt: request.createdAt.toISOString() },
    serviceProvider: { acsUrl: samlServiceProvider.acsUrl, entityId: samlServiceProvider.entityId },
  });
  if (!reading.ok) throw new Refusal(reading.reason);
  if (!(await firstUse(connection.idpEntityId, reading.assertionId, new Date(reading.notOnOrAfter))))
    throw new Refusal(`assertion ${reading.assertionId} was already used (replay)`);
  const { email } = reading;
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
 * The ACS route's work: every check of a posted SAMLResponse (those of its XML in the SAML readers' worker pool,
 * saml-readers.ts), then a one-time sign-in token for the browser that started the sign-in. A refusal, a limit of
 * the readers included (busy, too slow, too much memory), is logged and audited with its reason; the browser is told
 * only that it failed.
 */
export async function acceptSamlResponse(samlResponse: string, relayState: string | null): Promise<AcsOutcome> {
  try {
    return { ok: true, ...(await verify(samlResponse, relayState)) };
  } catch (error) {
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
