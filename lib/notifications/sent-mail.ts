import "server-only";
import { db } from "@/lib/db/client";

export const SENT_MAIL_PAGE = 50;

/** A page of the sandbox's caught mail, newest first (keyset on (sentAt, id)). */
export async function listCaughtMail(before?: { sentAt: Date; id: string }) {
  const rows = await db.caughtMail.findMany({
    where: before
      ? { OR: [{ sentAt: { lt: before.sentAt } }, { sentAt: before.sentAt, id: { lt: before.id } }] }
      : undefined,
    orderBy: [{ sentAt: "desc" }, { id: "desc" }],
    take: SENT_MAIL_PAGE + 1,
    select: { id: true, to: true, subject: true, sentAt: true },
  });
  return { rows: rows.slice(0, SENT_MAIL_PAGE), more: rows.length > SENT_MAIL_PAGE };
}

export async function loadCaughtMail(id: string) {
  return db.caughtMail.findUnique({ where: { id } });
}
