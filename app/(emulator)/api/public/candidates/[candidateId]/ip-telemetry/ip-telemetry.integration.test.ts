import { describe, expect, it } from "vitest";
import { callApi, createTestCandidate, GLOBEX_KEY, sleep, sql } from "@/testing/sandbox/api-client";

const report = (candidateId: string, body: unknown, key?: string) =>
  callApi("POST", `/candidates/${candidateId}/ip-telemetry`, { body, key });

describe("POST /api/public/candidates/{id}/ip-telemetry (4.13)", () => {
  it("answers 202, stores the reading, and enriches it shortly after rather than at once", async () => {
    const candidate = await createTestCandidate();
    const response = await report(candidate, {
      ipAddress: "81.2.69.160",
      observedAt: "2026-03-01T09:30:00Z",
      source: "sso-gateway",
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: "accepted", id: expect.stringMatching(/^ipr_/), duplicate: false });
    const [pending] = await sql(`SELECT * FROM sandbox.ip_reading WHERE id = $1`, [response.body.id]);
    expect(pending).toMatchObject({
      candidateId: candidate,
      ipAddress: "81.2.69.160",
      source: "sso-gateway",
      enrichedAt: null,
      enrichment: null,
    });
    let enriched = pending;
    for (let i = 0; i < 40 && !enriched.enrichedAt; i++) {
      await sleep(250);
      [enriched] = await sql(`SELECT * FROM sandbox.ip_reading WHERE id = $1`, [response.body.id]);
    }
    expect(enriched.enrichedAt).not.toBeNull();
    expect(enriched.enrichment).toMatchObject({
      ip: "81.2.69.160",
      countryCode: expect.any(String),
      classification: expect.any(String),
    });
  });

  it("is idempotent on (address, observed instant): the same id and duplicate true, across spellings and offsets", async () => {
    const candidate = await createTestCandidate();
    const first = await report(candidate, {
      ipAddress: "2606:4700:4700::1111",
      observedAt: "2026-03-01T10:00:00Z",
      source: "a",
    });
    const again = await report(candidate, {
      ipAddress: "2606:4700:4700:0:0:0:0:1111",
      observedAt: "2026-03-01T11:00:00+01:00",
      source: "b",
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ status: "accepted", id: first.body.id, duplicate: true });
    const later = await report(candidate, {
      ipAddress: "2606:4700:4700::1111",
      observedAt: "2026-03-01T10:00:01Z",
      source: "a",
    });
    expect(later.body).toMatchObject({ duplicate: false });
    expect(later.body.id).not.toBe(first.body.id);
    const other = await createTestCandidate();
    expect(
      (await report(other, { ipAddress: "2606:4700:4700::1111", observedAt: "2026-03-01T10:00:00Z", source: "a" })).body
        .duplicate,
    ).toBe(false);
  });

  it.each([
    ["a private address", { ipAddress: "192.168.1.20" }, /private/],
    ["a loopback address", { ipAddress: "127.0.0.1" }, /loopback/],
    ["a link-local address", { ipAddress: "169.254.3.4" }, /link-local/],
    ["an IPv6 link-local address", { ipAddress: "fe80::1" }, /link-local/],
    ["a unique-local address", { ipAddress: "fd00::5" }, /unique-local/],
    ["a CGNAT address", { ipAddress: "100.64.2.2" }, /carrier-grade/],
    ["a documentation address", { ipAddress: "203.0.113.5" }, /documentation/],
    ["an IPv4-mapped private address", { ipAddress: "::ffff:10.1.1.1" }, /IPv4-mapped/],
    ["not an address", { ipAddress: "example.com" }, /not an IP/],
    ["an observedAt without offset", { observedAt: "2026-03-01T10:00:00" }, /observedAt/],
    ["an observedAt that is not a date", { observedAt: "yesterday" }, /observedAt/],
    ["an empty source", { source: "" }, /source/],
    ["a 65-character source", { source: "s".repeat(65) }, /source/],
    ["a missing source", { source: undefined }, /source/],
    ["a numeric ipAddress", { ipAddress: 8 }, /ipAddress/],
    ["an unknown field", { port: 443 }, /port/],
  ])("answers 400 { error, details } for %s", async (_, body, words) => {
    const candidate = await createTestCandidate();
    const response = await report(candidate, {
      ipAddress: "81.2.69.161",
      observedAt: "2026-03-01T10:00:00Z",
      source: "sso",
      ...body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.stringMatching(words), details: expect.anything() });
  });

  it("accepts a 64-character source and an offset", async () => {
    const candidate = await createTestCandidate();
    const response = await report(candidate, {
      ipAddress: "81.2.69.162",
      observedAt: "2026-03-01T10:00:00-05:00",
      source: "s".repeat(64),
    });
    expect(response.status).toBe(202);
  });

  it("answers 400 { error, details } for malformed JSON", async () => {
    const candidate = await createTestCandidate();
    const response = await callApi("POST", `/candidates/${candidate}/ip-telemetry`, {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String), details: null });
  });

  it("answers 404 { error, details } for an unknown or another organization's candidate", async () => {
    const candidate = await createTestCandidate();
    for (const [id, key] of [
      ["cand_unknown", undefined],
      [candidate, GLOBEX_KEY],
    ] as const) {
      const response = await report(
        id,
        { ipAddress: "81.2.69.163", observedAt: "2026-03-01T10:00:00Z", source: "sso" },
        key,
      );
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: expect.any(String), details: null });
    }
    expect(await sql(`SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1`, [candidate])).toHaveLength(0);
  });
});
