import { auditEntryJson, type AuditExportRow } from "@/lib/audit/export-format";

/**
 * Audit entries as RFC 5424 syslog messages, framed for TLS transport by octet counting (RFC 5425 §4.3:
 * `MSG-LEN SP SYSLOG-MSG`). Pure: the transport (syslog-transport.ts) only writes what this returns.
 *
 *   <110>1 2026-11-29T16:20:00.123Z dashboard.example.com screening-dashboard - scim.directory.create
 *     [audit@32473 seq="812" hash="9f86…" prevHash="60303…" id="…" actor="ada@example.com"
 *     targetType="scim-directory" targetId="…"] BOM{"seq":"812",…the whole entry as JSON…}
 *
 * PRI 110 is facility 13 ("log audit", RFC 5424 table 1) at severity 6 (informational). The structured data carries
 * the entry's chain place and hash, so a receiver can de-duplicate a page sent again after a crash (same seq, same
 * hash) and check the chain; the message is the entry as the JSON Lines export writes it.
 */
const PRI = 13 * 8 + 6;
const APP_NAME = "screening-dashboard";
/**
 * RFC 5424 §7.2.2: an SD-ID of our own is `name@<private enterprise number>`. We have no IANA number of our own and
 * use 32473, the one RFC 5612 reserves for documentation and examples.
 */
export const SYSLOG_SD_ID = "audit@32473";
/** Past this, the entry's before/after/metadata are left out of the message (`"truncated": true`); the SD stays. */
export const MAX_SYSLOG_MESSAGE_BYTES = 64 * 1024;
const BOM = "\uFEFF";

/** RFC 5424 header fields are printable US-ASCII without spaces, each with a length limit; "-" when empty. */
const headerField = (text: string, max: number) => text.replace(/[^\x21-\x7e]/g, "_").slice(0, max) || "-";
/** RFC 5424 §6.3.3: inside a PARAM-VALUE, `"`, `\` and `]` are escaped with a backslash. */
const paramValue = (text: string, max = 256) => text.slice(0, max).replace(/["\\\]]/g, (c) => `\\${c}`);

function structuredData(params: Record<string, string | null>) {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}="${paramValue(value)}"`);
  return `[${SYSLOG_SD_ID} ${parts.join(" ")}]`;
}

const header = (at: Date, hostname: string, msgId: string) =>
  `<${PRI}>1 ${at.toISOString()} ${headerField(hostname, 255)} ${APP_NAME} - ${headerField(msgId, 32)}`;

/** One audit entry as an RFC 5424 message (not yet framed). */
export function syslogMessage(row: AuditExportRow, hostname: string): string {
  const entry = auditEntryJson(row);
  const sd = structuredData({
    seq: entry.seq,
    hash: entry.hash,
    prevHash: entry.prevHash,
    id: entry.id,
    actor: entry.actorEmail,
    targetType: entry.targetType,
    targetId: entry.targetId,
  });
  const head = `${header(row.at, hostname, row.action)} ${sd} ${BOM}`;
  const whole = `${head}${JSON.stringify(entry)}`;
  if (Buffer.byteLength(whole) <= MAX_SYSLOG_MESSAGE_BYTES) return whole;
  return `${head}${JSON.stringify({ ...entry, before: null, after: null, metadata: null, truncated: true })}`;
}

/** The message "Send a test event" sends: MSGID `test`, no seq (it is not an entry of the log). */
export function syslogTestMessage(at: Date, hostname: string): string {
  return `${header(at, hostname, "test")} ${structuredData({ test: "true" })} ${BOM}${JSON.stringify({
    test: true,
    message: "Test event from the screening dashboard: this destination is reachable.",
    at: at.toISOString(),
  })}`;
}

/** RFC 5425 §4.3 octet counting: the message's length in octets, a space, the message. */
export function frameOctetCounted(message: string): Buffer {
  const body = Buffer.from(message, "utf8");
  return Buffer.concat([Buffer.from(`${body.length} `, "ascii"), body]);
}
