import { describe, expect, it } from "vitest";
import { AuditDeliveryError, describeDeliveryError } from "./delivery-error";
import { nextStreamAttempt } from "./backoff";
import { addAuditDestinationSchema, parseHostPort } from "./destination-schemas";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("why a delivery failed, in words", () => {
  it("names an untrusted certificate, a wrong name, a refused port and a plain-TCP listener", () => {
    expect(describeDeliveryError(coded("DEPTH_ZERO_SELF_SIGNED_CERT", "self-signed certificate"), "h:6514")).toMatch(
      /^The certificate of h:6514 is not signed by a CA this destination trusts .*paste the CA that issued it/,
    );
    expect(describeDeliveryError(coded("ERR_TLS_CERT_ALTNAME_INVALID"), "h:6514")).toMatch(/not issued for that name/);
    expect(describeDeliveryError(coded("ECONNREFUSED"), "h:6514")).toBe(
      "h:6514 refused the connection: nothing is listening there, or a firewall refuses it.",
    );
    expect(describeDeliveryError(coded("ERR_SSL_WRONG_VERSION_NUMBER"), "h:80")).toMatch(/does not speak TLS/);
    expect(describeDeliveryError(new AuditDeliveryError("as said"), "h")).toBe("as said");
  });
});

describe("the stream's backoff", () => {
  it("doubles from 5 s to 30 minutes, honours Retry-After and never gives up", () => {
    const now = new Date(0);
    const wait = (failures: number, retryAfter: number | null = null) =>
      nextStreamAttempt(failures, now, retryAfter, () => 0.5).getTime();
    expect([1, 2, 3].map((n) => wait(n))).toEqual([5_000, 10_000, 20_000]);
    expect(wait(1000)).toBe(30 * 60_000);
    expect(wait(1, 60_000)).toBe(60_000);
  });
});

describe("what the add form accepts", () => {
  it("splits host:port, bracketed IPv6 included, and refuses ports out of range", () => {
    expect(parseHostPort("logs.example.com:6514")).toEqual({ host: "logs.example.com", port: 6514 });
    expect(parseHostPort("[2001:db8::1]:6514")).toEqual({ host: "2001:db8::1", port: 6514 });
    for (const bad of ["logs.example.com", "logs.example.com:0", "logs.example.com:65536", "a b:1", ":6514"])
      expect(parseHostPort(bad), bad).toBeNull();
  });

  it("refuses http, credentials in the URL, a non-PEM CA and an oversized one, with a message for each", () => {
    const base = { name: "SIEM", caPem: "", from: "start" };
    const refusal = (input: object) => {
      const parsed = addAuditDestinationSchema.safeParse({ ...base, ...input });
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(refusal({ kind: "https", url: "http://siem.example.com/a" })).toMatch(/https:\/\//);
    expect(refusal({ kind: "https", url: "https://u:p@siem.example.com/a" })).toMatch(/no user name/);
    expect(refusal({ kind: "syslog", address: "logs.example.com:6514", caPem: "not a cert" })).toMatch(/PEM/);
    expect(refusal({ kind: "syslog", address: "logs.example.com:6514", caPem: "x".repeat(20_000) })).toMatch(/at most/);
    expect(refusal({ kind: "syslog", address: "logs.example.com:99999" })).toMatch(/1 to 65535/);
    expect(refusal({ kind: "syslog", address: "logs.example.com:6514" })).toBeNull();
  });
});
