import "server-only";
import { currentUser } from "@/lib/auth/session";
import { formatDate, formatDateTime } from "@/lib/utils/format";

/**
 * A moment in the signed-in reader's time zone, zone named, rendered on the server as plain text: no client
 * component per cell, so a page of 100 rows carries no more than the text itself. Client components use
 * LocalTime (components/time/time-zone.tsx), which reads the same zone from the layout's provider.
 */
export async function Time({
  value,
  dateOnly = false,
}: {
  value: string | Date | null | undefined;
  dateOnly?: boolean;
}) {
  const zone = (await currentUser())?.timeZone ?? "UTC";
  return <>{dateOnly ? formatDate(value, zone) : formatDateTime(value, zone)}</>;
}
