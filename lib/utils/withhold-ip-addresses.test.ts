import { describe, expect, it } from "vitest";
import { WITHHELD_ADDRESS, withholdFromIntegrity, withholdIpAddresses } from "./withhold-ip-addresses";

describe("withholdIpAddresses", () => {
  it("withholds IPv4 and IPv6 addresses and keeps the rest of the sentence", () => {
    expect(withholdIpAddresses("Seen from 203.0.113.7 (hosting, Frankfurt, DE) and 2001:db8::1.")).toBe(
      `Seen from ${WITHHELD_ADDRESS} (hosting, Frankfurt, DE) and ${WITHHELD_ADDRESS}.`,
    );
    expect(withholdIpAddresses("::ffff:198.51.100.4 then 10.0.0.1:8080")).toBe(
      `${WITHHELD_ADDRESS} then ${WITHHELD_ADDRESS}:8080`,
    );
  });

  it("leaves numbers, scores, times and versions alone", () => {
    for (const text of ["Scored 78.5 of 100", "at 10:42 UTC", "version 1.2.3", "ratio 3:1", "1.5 s"])
      expect(withholdIpAddresses(text)).toBe(text);
  });

  it("withholds from every text of an integrity report", () => {
    const flag = {
      id: "f1",
      title: "Two networks: 192.0.2.1",
      description: "192.0.2.1 and 192.0.2.2 differ",
      level: "critical",
    };
    const report = withholdFromIntegrity({
      risk: "high",
      explanation: "192.0.2.1 is a VPN",
      flags: [flag],
      passing_flags: [flag],
    });
    expect(JSON.stringify(report)).not.toMatch(/192\.0\.2/);
  });
});
