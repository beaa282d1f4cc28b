import { describe, expect, it } from "vitest";
import { parseRfc5424 } from "@/emulators/syslog/rfc5424";
import type { AuditExportRow } from "@/lib/audit/export-format";
import { frameOctetCounted, MAX_SYSLOG_MESSAGE_BYTES, syslogMessage, syslogTestMessage } from "./syslog-format";

const row = (fields: Partial<AuditExportRow> = {}): AuditExportRow => ({
  seq: 812n,
  id: "4f0c7c9e-0d6e-4a57-9f57-1f3cdb1a3e10",
  at: new Date("2026-11-29T16:20:00.123Z"),
  actorId: "u1",
  actorEmail: "ada@example.com",
  action: "scim.directory.create",
  targetType: "scim-directory",
  targetId: 'Okta "prod" [eu]\\',
  before: null,
  after: { name: "Okta — prod" },
  metadata: null,
  prevHash: "a".repeat(64),
  hash: "b".repeat(64),
  ...fields,
});

describe("audit entries as RFC 5424 syslog messages", () => {
  it("writes the header, the chain place in structured data and the entry as JSON after a BOM", () => {
    const parsed = parseRfc5424(syslogMessage(row(), "dashboard.example.com"));
    expect(parsed).toMatchObject({
      pri: 110,
      version: 1,
      timestamp: "2026-11-29T16:20:00.123Z",
      hostname: "dashboard.example.com",
      appName: "screening-dashboard",
      procId: "-",
      msgId: "scim.directory.create",
      bom: true,
    });
    expect(parsed.structuredData["audit@32473"]).toEqual({
      seq: "812",
      hash: "b".repeat(64),
      prevHash: "a".repeat(64),
      id: "4f0c7c9e-0d6e-4a57-9f57-1f3cdb1a3e10",
      actor: "ada@example.com",
      targetType: "scim-directory",
      targetId: 'Okta "prod" [eu]\\',
    });
    expect(JSON.parse(parsed.msg!)).toMatchObject({ seq: "812", after: { name: "Okta — prod" } });
  });

  it("escapes quote, backslash and ] in parameter values (§6.3.3) and keeps header fields printable", () => {
    const text = syslogMessage(row({ action: "a b\u0001c" }), "host name");
    expect(text).toContain('targetId="Okta \\"prod\\" [eu\\]\\\\"');
    expect(parseRfc5424(text)).toMatchObject({ hostname: "host_name", msgId: "a_b_c" });
  });

  it("leaves out before, after and metadata of an entry too large for one message, never its chain place", () => {
    const text = syslogMessage(row({ after: { body: "x".repeat(MAX_SYSLOG_MESSAGE_BYTES) } }), "h");
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_SYSLOG_MESSAGE_BYTES);
    const parsed = parseRfc5424(text);
    expect(parsed.structuredData["audit@32473"]!.seq).toBe("812");
    expect(JSON.parse(parsed.msg!)).toMatchObject({ seq: "812", after: null, truncated: true });
  });

  it("frames by octet count (RFC 5425 §4.3), counting UTF-8 bytes, not characters", () => {
    const frame = frameOctetCounted("<110>1 é");
    expect(frame.toString("utf8")).toBe("9 <110>1 é");
  });

  it("sends a test message without a seq, so a receiver stores no entry", () => {
    const parsed = parseRfc5424(syslogTestMessage(new Date("2026-11-29T00:00:00Z"), "h"));
    expect(parsed.msgId).toBe("test");
    expect(parsed.structuredData["audit@32473"]).toEqual({ test: "true" });
  });
});
