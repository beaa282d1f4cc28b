import { describe, expect, it } from "vitest";
import { buildIntegrityReport, integrityCheckIds, riskFromFlags } from "./integrity";
import { enrichIp } from "./ip-intel";

const base = { externalResourceMode: "CLOSED", problemType: "technical-assessment", ipReadings: [] };
const seeds = Array.from({ length: 400 }, (_, i) => `screen-${i}`);

describe("buildIntegrityReport", () => {
  it("raises a critical flag and high risk for a Tor reading, naming the network and source", () => {
    const tor = { ...enrichIp("185.220.101.42"), source: "Okta sign-in" };
    for (const seed of seeds.slice(0, 50)) {
      const report = buildIntegrityReport({ ...base, seed, ipReadings: [enrichIp("79.200.1.1"), tor] });
      expect(report.risk).toBe("high");
      const flag = report.flags.find((f) => f.id === "network-concealment");
      expect(flag?.level).toBe("critical");
      expect(flag?.description).toContain("Tor exit (Stiftung Erneuerbare Freiheit)");
      expect(flag?.description).toContain("Frankfurt");
      expect(flag?.description).toContain("Okta sign-in");
    }
  });

  it("flags a VPN as a warning and a privacy relay as information only", () => {
    const vpn = buildIntegrityReport({ ...base, seed: "screen-1", ipReadings: [enrichIp("193.138.218.10")] });
    expect(vpn.flags.find((f) => f.id === "network-concealment")?.level).toBe("warning");
    const relay = buildIntegrityReport({ ...base, seed: "screen-1", ipReadings: [enrichIp("172.224.1.1")] });
    expect(relay.flags.find((f) => f.id === "network-concealment")?.level).toBe("info");
  });

  it("flags readings outside the expected country and passes readings inside it", () => {
    const home = buildIntegrityReport({
      ...base,
      seed: "s",
      ipReadings: [enrichIp("79.200.1.1")],
      expectedCountryCode: "DE",
    });
    expect(home.passing_flags.map((f) => f.id)).toContain("location-mismatch");
    const abroad = buildIntegrityReport({
      ...base,
      seed: "s",
      ipReadings: [enrichIp("73.1.1.1")],
      expectedCountryCode: "DE",
    });
    const flag = abroad.flags.find((f) => f.id === "location-mismatch");
    expect(flag?.level).toBe("warning");
    expect(flag?.description).toContain("Germany");
    const three = buildIntegrityReport({
      ...base,
      seed: "s",
      ipReadings: ["79.200.1.1", "73.1.1.1", "49.36.1.1"].map(enrichIp),
    });
    expect(three.flags.find((f) => f.id === "location-mismatch")?.level).toBe("critical");
  });

  it("dates the readings of a location finding, first to last", () => {
    const at = ["2026-11-02T12:40:00.000Z", "2026-11-02T09:14:00.000Z"];
    const report = buildIntegrityReport({
      ...base,
      seed: "s",
      ipReadings: ["79.200.1.1", "73.1.1.1"].map((ip, i) => ({ ...enrichIp(ip), observedAt: at[i] })),
    });
    expect(report.flags.find((f) => f.id === "location-mismatch")?.description).toContain(
      "Observed from 2026-11-02T09:14:00.000Z to 2026-11-02T12:40:00.000Z.",
    );
  });

  it("never flags AI use under AI_ASSISTED and keeps resource use informational under OPEN", () => {
    let closedFlags = 0;
    let openInfo = 0;
    for (const seed of seeds) {
      const assisted = buildIntegrityReport({ ...base, seed, externalResourceMode: "AI_ASSISTED" });
      expect(assisted.flags.map((f) => f.id)).not.toContain("ai-tool-use");
      const open = buildIntegrityReport({ ...base, seed, externalResourceMode: "OPEN" });
      const resourceFlags = open.flags.filter((f) => ["ai-tool-use", "tab-switching", "paste-bursts"].includes(f.id));
      for (const flag of resourceFlags) expect(flag.level).toBe("info");
      if (open.flags.some((f) => f.id === "ai-tool-use")) openInfo++;
      const closed = buildIntegrityReport({ ...base, seed });
      if (closed.flags.some((f) => f.id === "ai-tool-use" && f.level !== "info")) closedFlags++;
    }
    expect(closedFlags).toBeGreaterThan(0);
    expect(openInfo).toBeGreaterThan(0);
  });

  it("reports every applicable check exactly once across flags and passing flags", () => {
    for (const problemType of ["technical-assessment", "video-screen"]) {
      for (const seed of seeds.slice(0, 100)) {
        const report = buildIntegrityReport({ ...base, seed, problemType, ipReadings: [enrichIp("3.91.1.1")] });
        const ids = [...report.flags, ...report.passing_flags].map((f) => f.id);
        expect(ids.toSorted()).toEqual(integrityCheckIds(problemType).toSorted());
      }
    }
    expect(integrityCheckIds("video-screen")).not.toContain("paste-bursts");
  });

  it("derives risk from the flags and explains the findings", () => {
    const counts = { low: 0, medium: 0, high: 0 };
    for (const seed of seeds) {
      const report = buildIntegrityReport({ ...base, seed });
      expect(report.risk).toBe(riskFromFlags(report.flags));
      counts[report.risk as keyof typeof counts]++;
      if (report.flags.length === 0) expect(report.explanation).toMatch(/^All \d+ integrity checks passed/);
      else
        expect(report.explanation).toMatch(new RegExp(`^${report.risk[0]?.toUpperCase()}${report.risk.slice(1)} risk`));
    }
    expect(counts.low / seeds.length).toBeGreaterThan(0.6);
    expect(counts.medium).toBeGreaterThan(counts.high);
    expect(counts.high).toBeGreaterThan(0);
  });

  it("is deterministic per seed", () => {
    const input = { ...base, seed: "same", ipReadings: [enrichIp("88.198.1.1")] };
    expect(buildIntegrityReport(input)).toEqual(buildIntegrityReport(input));
    const distinct = new Set(seeds.slice(0, 60).map((seed) => JSON.stringify(buildIntegrityReport({ ...base, seed }))));
    expect(distinct.size).toBeGreaterThan(5);
  });
});
