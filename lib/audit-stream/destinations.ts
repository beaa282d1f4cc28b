import "server-only";
import { randomBytes, X509Certificate } from "node:crypto";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { sealSecret } from "@/lib/ats/secrets";
import { DomainError } from "@/lib/errors/domain-error";
import { describeDeliveryError } from "./delivery-error";
import { MAX_AUDIT_DESTINATIONS, parseHostPort, type addAuditDestinationSchema } from "./destination-schemas";
import { checkDestinationAddress } from "./endpoint-policy";
import { sendTestEvent } from "./senders";
import { startAuditStream } from "./stream-jobs";
import type { z } from "zod";

/** Each PEM block parsed, or a refusal naming the one that is not a certificate. */
function checkCaPem(pem: string) {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  if (!blocks.length || blocks.length > 20) throw new DomainError("Paste between 1 and 20 PEM certificates.");
  blocks.forEach((block, i) => {
    try {
      new X509Certificate(block);
    } catch {
      throw new DomainError(`Certificate ${i + 1} of the CA is malformed: it is not a PEM X.509 certificate.`);
    }
  });
}

const httpsEndpoint = (value: string) => {
  const url = new URL(value);
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port || 443) };
};

/** The URL's host and last six characters: enough to recognise, useless to post with. */
const hintOf = (url: string) => `${new URL(url).host}/…${url.slice(-6)}`;

/**
 * Adds a destination. Its address goes through the outbound guard now (and before every connection); an HTTPS one
 * gets a new signing secret, returned here once and stored sealed. The stream starts at the log's first entry, or
 * after the entries already written (`from: "now"`).
 */
export async function addAuditDestination(input: z.output<typeof addAuditDestinationSchema>) {
  if (input.caPem) checkCaPem(input.caPem);
  const endpoint = input.kind === "syslog" ? parseHostPort(input.address)! : httpsEndpoint(input.url);
  const address = await checkDestinationAddress(endpoint.host, endpoint.port);
  if (!address.ok) throw new DomainError(`That address is refused: ${address.reason}.`);
  if ((await db.auditDestination.count()) >= MAX_AUDIT_DESTINATIONS)
    throw new DomainError(`At most ${MAX_AUDIT_DESTINATIONS} destinations: delete one first.`);
  const secret = input.kind === "https" ? `ads_${randomBytes(32).toString("base64url")}` : null;
  const head = input.from === "now" ? ((await db.auditChainHead.findUnique({ where: { id: 1 } }))?.seq ?? 0n) : 0n;
  try {
    const row = await db.auditDestination.create({
      data: {
        name: input.name,
        kind: input.kind,
        target: input.kind === "syslog" ? input.address : hintOf(input.url),
        urlSealed: input.kind === "https" ? sealSecret(input.url) : null,
        secretSealed: secret ? sealSecret(secret) : null,
        caPem: input.caPem,
        deliveredSeq: head,
      },
    });
    await startAuditStream(row.id);
    return { id: row.id, name: row.name, kind: row.kind, target: row.target, startSeq: head.toString(), secret };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new DomainError("A destination with that name exists: choose another name.");
    throw error;
  }
}

/** Pauses (the run in flight finishes its page) or resumes (at once, failures forgotten) a destination. */
export async function setAuditDestinationPaused(id: string, paused: boolean) {
  const row = await db.auditDestination
    .update({ where: { id }, data: paused ? { paused } : { paused, failures: 0, nextAttemptAt: new Date() } })
    .catch(() => null);
  if (!row) throw new DomainError("That destination was deleted.");
  if (!paused) await startAuditStream(id);
  return row;
}

export async function deleteAuditDestination(id: string) {
  const row = await db.auditDestination.delete({ where: { id } }).catch(() => null);
  if (!row) throw new DomainError("That destination was already deleted.");
  return row;
}

/** Sends the test event now (not through the stream) and says in words why it failed, if it did. */
export async function testAuditDestination(id: string) {
  const row = await db.auditDestination.findUnique({ where: { id } });
  if (!row) throw new DomainError("That destination was deleted.");
  try {
    await sendTestEvent(row);
  } catch (error) {
    throw new DomainError(`The test event was not received: ${describeDeliveryError(error, row.target)}`);
  }
  return row;
}
