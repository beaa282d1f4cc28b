import "server-only";
import { db } from "@/lib/db/client";

/** Deletes SAML requests, sign-in tokens and used-assertion IDs past their time (the sessions job runs it). */
export async function pruneSamlRecords() {
  const now = new Date();
  await db.$transaction([
    db.samlRequest.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.samlSignIn.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.samlAssertionUse.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
}
