import { describe, expect, it } from "vitest";
import { describeReading } from "@/lib/sandbox/integrity-checks";
import { enrichIp } from "@/lib/sandbox/ip-intel";
import { ipIntelTable } from "@/lib/sandbox/ip-intel-table";
import { describeLocationEvidence, formatSpan, readLocationEvidence } from "./location-evidence";

describe("readLocationEvidence", () => {
  it("reads countries, the expected country, the distance and the time between readings", () => {
    const evidence = readLocationEvidence(
      "IP readings place the candidate in Türkiye (Istanbul), South Korea (Seoul), observed from 2026-11-02T09:14:00.000Z " +
        "to 2026-11-02T12:39:00.000Z. The candidate is expected in Germany.",
    );
    expect(evidence).toEqual({
      countries: ["Türkiye", "South Korea"],
      expectedCountry: "Germany",
      networks: [],
      distanceKm: 7900,
      spanMinutes: 205,
    });
  });

  it("knows a country by the name the city data uses too, and shows it by its English name", () => {
    expect(readLocationEvidence("IP readings place the candidate in Turkey (Istanbul).")?.countries).toEqual([
      "Türkiye",
    ]);
  });

  it("reads kinds of network, in a fixed order, and not Toronto as Tor", () => {
    expect(
      readLocationEvidence(
        "Reported from 1.2.3.4 (Tor exit (DFRI), Stockholm, Sweden); 5.6.7.8 (proxy service: X, Toronto, Canada).",
      )?.networks,
    ).toEqual(["proxy", "tor"]);
    expect(readLocationEvidence("1.2.3.4 (residential line: Rogers, Toronto, Canada)")?.networks).toEqual([
      "residential",
    ]);
    expect(readLocationEvidence("A cloud hosting provider in Ireland.")?.networks).toEqual(["hosting"]);
  });

  it("says under 100 km for two near places, and nothing for one place or an unknown town", () => {
    const near = readLocationEvidence("Sign-ins from Amsterdam, Netherlands and Rotterdam, Netherlands.");
    expect(near?.distanceKm).toBe(0);
    expect(readLocationEvidence("IP readings place the candidate in France (Paris).")?.distanceKm).toBeNull();
    expect(readLocationEvidence("Reported from Ashburn, United States and Paris, France.")?.distanceKm).toBeNull();
  });

  it("finds nothing in a text with no country and no kind of network", () => {
    expect(readLocationEvidence("Sign-ins from two places near Lake Bled.")).toBeNull();
  });

  it("reads a bounded prefix of a long text", () => {
    expect(readLocationEvidence(`${"x ".repeat(5000)} France`)).toBeNull();
  });
});

describe("every reading the sandbox's intelligence table knows", () => {
  it("shows its country and kind of network, and never its address, city or operator", () => {
    for (const range of ipIntelTable) {
      const reading = { ...enrichIp(range.cidr.split("/")[0]!.replace(/::$/, "::1")), source: "okta" };
      const shown = describeLocationEvidence(readLocationEvidence(`Reported from ${describeReading(reading)}.`)!);
      expect(shown, range.cidr).toContain(reading.country === "Turkey" ? "Türkiye" : reading.country);
      for (const secret of [reading.ip, reading.network, "okta"]) expect(shown, range.cidr).not.toContain(secret);
      // A city named like its country (Singapore) is the country.
      if (reading.city !== reading.country) expect(shown, range.cidr).not.toContain(reading.city);
    }
  });
});

describe("describeLocationEvidence", () => {
  it("writes one short sentence per fact and says what is withheld", () => {
    expect(
      describeLocationEvidence({
        countries: ["Germany", "France"],
        expectedCountry: "Spain",
        networks: ["vpn", "tor"],
        distanceKm: 1200,
        spanMinutes: 75,
      }),
    ).toBe(
      "Countries: Germany and France; expected in Spain. Network: VPN and Tor. About 1,200 km between the places " +
        "farthest apart. 1 h 15 min from the first reading to the last. Cities, addresses and network names are " +
        "withheld under blind review.",
    );
  });

  it("formats spans of minutes, hours and days", () => {
    expect(formatSpan(45)).toBe("45 min");
    expect(formatSpan(120)).toBe("2 h");
    expect(formatSpan(3 * 24 * 60)).toBe("3 days");
  });
});
