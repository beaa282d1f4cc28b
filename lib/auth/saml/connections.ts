import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import type { IdpMetadata } from "./idp-metadata";
import { samlUrlRefusal } from "./idp-urls";

const MAX_CONNECTIONS = 100;

/** A certificate expiring within this long is flagged for renewal. */
const RENEW_WITHIN_MS = 30 * 86_400_000;

/** The connections (at most 100), each with its domains and whether its certificate needs renewing. */
export async function listSamlConnections() {
  const rows = await db.samlConnection.findMany({
    orderBy: { name: "asc" },
    take: MAX_CONNECTIONS,
    include: { domains: { select: { domain: true }, orderBy: { domain: "asc" } } },
  });
  const now = Date.now();
  return rows.map((row) => {
    const left = row.certExpiresAt.getTime() - now;
    return { ...row, certificate: left <= 0 ? "expired" : left < RENEW_WITHIN_MS ? "renew-soon" : "valid" } as const;
  });
}

/** Whether any connection exists: the sign-in page offers "Sign in with SSO" only then. */
export async function samlConfigured() {
  return (await db.samlConnection.count()) > 0;
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** The connection people of this email's domain sign in with, or null. */
export async function samlConnectionForEmail(email: string) {
  const row = await db.samlDomain.findUnique({ where: { domain: emailDomain(email) }, include: { connection: true } });
  return row?.connection ?? null;
}

/** Refuses domains another connection already has, naming it: a domain signs in through one IdP only. */
async function refuseTakenDomains(domains: string[], connectionId?: string) {
  const taken = await db.samlDomain.findMany({
    where: { domain: { in: domains }, ...(connectionId ? { connectionId: { not: connectionId } } : {}) },
    include: { connection: { select: { name: true } } },
  });
  if (taken.length)
    throw new DomainError(
      taken.map((t) => `${t.domain} already signs in with ${t.connection.name}`).join("; ") +
        ". A domain belongs to one connection.",
    );
}

/** A unique violation raced past refuseTakenDomains (or the name was taken): said plainly. */
function explainConflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    const target = JSON.stringify(error.meta ?? {});
    throw new DomainError(
      target.includes("name")
        ? "A connection with that name exists; choose another name."
        : "One of those domains already belongs to another connection.",
    );
  }
  throw error;
}

export async function createSamlConnection(input: {
  name: string;
  domains: string[];
  metadata: IdpMetadata;
  metadataUrl: string | null;
}) {
  const ssoRefusal = samlUrlRefusal(input.metadata.ssoUrl, "identity provider's sign-in URL (SingleSignOnService)");
  if (ssoRefusal) throw new DomainError(ssoRefusal);
  if (await db.samlConnection.findUnique({ where: { name: input.name } }))
    throw new DomainError("A connection with that name exists; choose another name.");
  await refuseTakenDomains(input.domains);
  const { metadata } = input;
  return db.samlConnection
    .create({
      data: {
        name: input.name,
        idpEntityId: metadata.entityId,
        ssoUrl: metadata.ssoUrl,
        certificates: metadata.certificates,
        certExpiresAt: metadata.certExpiresAt,
        metadataUrl: input.metadataUrl,
        domains: { create: input.domains.map((domain) => ({ domain })) },
      },
    })
    .catch(explainConflict);
}

/** New domains and require-SSO setting; returns the connection before and after. */
export async function updateSamlConnection(input: { connectionId: string; domains: string[]; requireSso: boolean }) {
  const before = await db.samlConnection.findUnique({
    where: { id: input.connectionId },
    include: { domains: { select: { domain: true } } },
  });
  if (!before) throw new DomainError("That connection no longer exists.");
  await refuseTakenDomains(input.domains, input.connectionId);
  const after = await db
    .$transaction([
      db.samlDomain.deleteMany({ where: { connectionId: input.connectionId } }),
      db.samlConnection.update({
        where: { id: input.connectionId },
        data: { requireSso: input.requireSso, domains: { create: input.domains.map((domain) => ({ domain })) } },
      }),
    ])
    .catch(explainConflict);
  return { before: { ...before, domains: before.domains.map((d) => d.domain) }, after: after[1] };
}

export async function deleteSamlConnection(connectionId: string) {
  const deleted = await db.samlConnection
    .delete({ where: { id: connectionId }, include: { domains: { select: { domain: true } } } })
    .catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
      throw error;
    });
  if (!deleted) throw new DomainError("That connection no longer exists.");
  return deleted;
}
