import "server-only";
import { requireUser } from "./session";

/** The zone the signed-in user reads times in, for text a server component builds (headings, labels). */
export async function readerTimeZone() {
  return (await requireUser()).timeZone;
}
