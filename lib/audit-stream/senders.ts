import "server-only";
import type { AuditDestination } from "@/lib/db/generated/client";
import type { AuditExportRow } from "@/lib/audit/export-format";
import { openSecret } from "@/lib/ats/secrets";
import { publicOrigin } from "@/lib/env";
import { parseHostPort } from "./destination-schemas";
import { httpsBatches, httpsTestBody } from "./https-batch";
import { postBatch } from "./https-transport";
import { syslogMessage, syslogTestMessage } from "./syslog-format";
import { sendSyslog } from "./syslog-transport";

/** Bytes of syslog messages sent over one connection before it is closed and its entries acknowledged. */
const SYSLOG_CONNECTION_BYTES = 1024 * 1024;
/** The name a syslog message gives as its HOSTNAME: the dashboard's, whichever instance sent it. */
const syslogHostname = () => new URL(publicOrigin).hostname;

const syslogTarget = (destination: AuditDestination) => ({
  ...parseHostPort(destination.target)!,
  caPem: destination.caPem,
});
const httpsTarget = (destination: AuditDestination) => ({
  url: openSecret(destination.urlSealed!),
  secret: openSecret(destination.secretSealed!),
  caPem: destination.caPem,
});

/**
 * Sends a page of entries (seq order) to a destination, calling `acknowledged(lastSeq)` after each part the
 * receiver confirmed (an HTTPS 2xx; a syslog connection it read to the end and closed), before sending the next.
 */
export async function sendPage(
  destination: AuditDestination,
  rows: AuditExportRow[],
  acknowledged: (lastSeq: bigint) => Promise<void>,
) {
  if (destination.kind === "https") {
    const target = httpsTarget(destination);
    for (const batch of httpsBatches(rows)) {
      await postBatch(target, batch.body);
      await acknowledged(batch.lastSeq);
    }
    return;
  }
  const target = syslogTarget(destination);
  const hostname = syslogHostname();
  let part: string[] = [];
  let size = 0;
  for (const [i, row] of rows.entries()) {
    const message = syslogMessage(row, hostname);
    part.push(message);
    size += Buffer.byteLength(message);
    if (size >= SYSLOG_CONNECTION_BYTES || i === rows.length - 1) {
      await sendSyslog(target, part);
      await acknowledged(row.seq!);
      [part, size] = [[], 0];
    }
  }
}

/** "Send a test event": one message that is not an entry of the log (no seq), sent at once. */
export async function sendTestEvent(destination: AuditDestination) {
  const now = new Date();
  if (destination.kind === "https") await postBatch(httpsTarget(destination), httpsTestBody(now));
  else await sendSyslog(syslogTarget(destination), [syslogTestMessage(now, syslogHostname())]);
}
