import "server-only";
import { db } from "@/lib/db/client";

/** Saves the time zone a user's dates are shown in. */
export async function setUserTimeZone(userId: string, timeZone: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { timeZone } });
}
