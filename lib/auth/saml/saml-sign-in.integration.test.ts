import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../../testing/inject";
import { asAdmin } from "@/testing/ats/admin-actions";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import {
  completeSignIn,
  followIdp,
  postToAcs,
  readServiceProvider,
  startSignIn,
  type ServiceProvider,
} from "@/testing/saml/sp-flow";
import { insertAssertion, moveSignedIntoExtensions, wrapSignedResponse } from "@/testing/saml/wrapping";
import { sql } from "@/testing/sql";
import {
  encryptionCertificateOf,
  startSamlIdpEmulator,
  type IssueOptions,
  type SamlIdpEmulator,
} from "../../../emulators/saml-idp/emulator";

/**
 * SAML 2.0 sign-in against the built app, with the IdP emulator on 127.0.0.1: the three shapes of a good answer make
 * a session for the right person; every hostile or broken answer is refused and makes none.
 */
const baseUrl = inject("baseUrl");
const domain = `s${randomBytes(4).toString("hex")}.example.test`;
const alice = `alice@${domain}`;
const root = `root@${domain}`;
const password = `pw-${randomBytes(8).toString("hex")}`;
let idp: SamlIdpEmulator;
let sp: ServiceProvider;
let connectionId = "";

async function addUser(email: string, role: "recruiter" | "admin") {
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", role, "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, now())`,
    [email, await bcrypt.hash(password, 4), role],
  );
}

/** An answer to `inResponseTo` for `email`, as the IdP would send it, with `changes`. */
const answer = (inResponseTo: string | null, email: string, changes: Partial<IssueOptions> = {}) =>
  idp.issue({ acsUrl: sp.acsUrl, audience: sp.entityId, inResponseTo, email, ...changes });

const REFUSED = "/sign-in?error=SamlRefused";

/** The reasons the app audited for refused SAML answers since `since`. */
async function refusalReasons(since: Date) {
  const rows = await sql<{ reason: string }>(
    `SELECT metadata->>'reason' AS reason FROM audit_event
      WHERE action = 'sign-in.failed' AND metadata->>'method' = 'saml' AND at >= $1 ORDER BY at`,
    [since],
  );
  return rows.map((r) => r.reason);
}

/** Posts `xml` for `started` and expects a refusal that makes no session, with an audited reason matching `reason`. */
async function expectRefused(started: { relayState: string | null; cookie?: string }, xml: string, reason: RegExp) {
  const since = new Date(Date.now() - 1000);
  const { status, location } = await postToAcs(baseUrl, xml, started.relayState);
  expect(status).toBe(303);
  expect(location).toBe(REFUSED);
  expect(await completeSignIn(baseUrl, location, started.cookie ?? "")).toBeNull();
  expect((await refusalReasons(since)).join(" | ")).toMatch(reason);
}

beforeAll(async () => {
  idp = await startSamlIdpEmulator({ signInAs: alice });
  sp = await readServiceProvider(baseUrl);
  await addUser(alice, "recruiter");
  await addUser(root, "admin");
  await asAdmin("addSamlConnectionAction", {
    source: "url",
    name: `Emulator ${domain}`,
    domains: domain,
    metadataUrl: `${idp.url}/metadata`,
  });
  connectionId = (
    await sql<{ id: string }>(`SELECT connection_id AS id FROM saml_domain WHERE domain = $1`, [domain])
  )[0]!.id;
});

afterAll(async () => {
  await sql(`DELETE FROM saml_connection WHERE id = $1`, [connectionId]);
  await idp?.close();
});

describe("SAML sign-in that works", () => {
  it("serves our SP metadata with the ACS URL, an entity ID and an encryption certificate", () => {
    expect(sp.acsUrl).toMatch(/\/api\/auth\/saml\/acs$/);
    expect(sp.entityId).toMatch(/\/api\/auth\/saml\/metadata$/);
    expect(encryptionCertificateOf(sp.metadataXml)).toContain("BEGIN CERTIFICATE");
    expect(sp.metadataXml).toContain('AuthnRequestsSigned="true"');
    expect(sp.metadataXml).not.toMatch(/PRIVATE KEY/);
  });

  it("keeps our private key sealed in the database, never in plain text", async () => {
    const [row] = await sql<{ sealed: string }>(`SELECT private_key_sealed AS sealed FROM saml_sp_key WHERE id = 1`);
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toMatch(/PRIVATE KEY/);
  });

  it("a signed response from the IdP's own page makes a session for the person it names", async () => {
    const started = await startSignIn(baseUrl, alice);
    expect(started.redirect.origin + started.redirect.pathname).toBe(`${idp.url}/sso`);
    const { location } = await followIdp(baseUrl, started);
    expect(location).toMatch(/^\/sign-in\/sso\?token=/);
    expect((await completeSignIn(baseUrl, location, started.cookie))?.email).toBe(alice);
    const [row] = await sql<{ last: Date | null }>(
      `SELECT last_sign_in_at AS last FROM saml_connection WHERE id = $1`,
      [connectionId],
    );
    expect(row!.last).not.toBeNull();
  });

  it("a response whose assertion alone is signed makes a session", async () => {
    const started = await startSignIn(baseUrl, alice);
    const { location } = await postToAcs(
      baseUrl,
      await answer(started.requestId, alice, { sign: "assertion" }),
      started.relayState,
    );
    expect((await completeSignIn(baseUrl, location, started.cookie))?.email).toBe(alice);
  });

  it("an encrypted (signed) assertion is decrypted with our key and makes a session", async () => {
    const started = await startSignIn(baseUrl, alice);
    const xml = await answer(started.requestId, alice, {
      sign: "assertion",
      encryptTo: encryptionCertificateOf(sp.metadataXml),
    });
    expect(xml).toContain("EncryptedAssertion");
    expect(xml).not.toContain(alice);
    const { location } = await postToAcs(baseUrl, xml, started.relayState);
    expect((await completeSignIn(baseUrl, location, started.cookie))?.email).toBe(alice);
  });

  it("the one-time token works only in the browser that started the sign-in, and only once", async () => {
    const started = await startSignIn(baseUrl, alice);
    const { location } = await postToAcs(baseUrl, await answer(started.requestId, alice), started.relayState);
    expect(await completeSignIn(baseUrl, location, "saml-browser=another-browser")).toBeNull();
    const second = await startSignIn(baseUrl, alice);
    const again = await postToAcs(baseUrl, await answer(second.requestId, alice), second.relayState);
    expect(await completeSignIn(baseUrl, again.location, second.cookie)).not.toBeNull();
    expect(await completeSignIn(baseUrl, again.location, second.cookie)).toBeNull();
  });
});

describe("SAML answers that are refused, with no session", () => {
  it("an unsigned response", async () => {
    const started = await startSignIn(baseUrl, alice);
    await expectRefused(started, await answer(started.requestId, alice, { sign: "none" }), /signature/i);
  });

  it("signature wrapping: an unsigned assertion inserted before, or after, the signed one", async () => {
    for (const where of ["before", "after"] as const) {
      const started = await startSignIn(baseUrl, alice);
      const signed = await answer(started.requestId, alice, { sign: "assertion" });
      const evil = (await answer(started.requestId, root, { sign: "none" })).match(
        /<saml:Assertion[\s\S]*<\/saml:Assertion>/,
      )![0];
      await expectRefused(started, insertAssertion(signed, evil, where), /signature/i);
    }
  });

  it("signature wrapping: the signed assertion moved into Extensions, or the signed response wrapped in a forged one", async () => {
    const started = await startSignIn(baseUrl, alice);
    const signed = await answer(started.requestId, alice, { sign: "assertion" });
    const evilAssertion = (await answer(started.requestId, root, { sign: "none" })).match(
      /<saml:Assertion[\s\S]*<\/saml:Assertion>/,
    )![0];
    await expectRefused(started, moveSignedIntoExtensions(signed, evilAssertion), /signature/i);

    const next = await startSignIn(baseUrl, alice);
    const signedResponse = await answer(next.requestId, alice, { sign: "response" });
    const forged = await answer(next.requestId, root, { sign: "none" });
    await expectRefused(next, wrapSignedResponse(signedResponse, forged), /signature/i);
  });

  it("an assertion signed by another key (a look-alike IdP)", async () => {
    const other = await startSamlIdpEmulator();
    try {
      const started = await startSignIn(baseUrl, alice);
      const xml = await other.issue({
        acsUrl: sp.acsUrl,
        audience: sp.entityId,
        inResponseTo: started.requestId,
        email: alice,
        issuer: idp.entityId,
      });
      await expectRefused(started, xml, /signature/i);
    } finally {
      await other.close();
    }
  });

  it("an expired assertion, and one not yet valid (beyond 60 s of skew)", async () => {
    const now = Date.now();
    const expired = await startSignIn(baseUrl, alice);
    await expectRefused(
      expired,
      await answer(expired.requestId, alice, {
        notBefore: new Date(now - 600_000),
        notOnOrAfter: new Date(now - 120_000),
      }),
      /expired|subject confirmation/i,
    );
    const early = await startSignIn(baseUrl, alice);
    await expectRefused(
      early,
      await answer(early.requestId, alice, {
        notBefore: new Date(now + 120_000),
        notOnOrAfter: new Date(now + 600_000),
      }),
      /not yet valid/i,
    );
  });

  it("a wrong audience, a wrong recipient, a wrong destination, a wrong issuer", async () => {
    const audience = await startSignIn(baseUrl, alice);
    await expectRefused(
      audience,
      await answer(audience.requestId, alice, { audience: "https://other.example/sp" }),
      /audience/i,
    );
    const recipient = await startSignIn(baseUrl, alice);
    await expectRefused(
      recipient,
      await answer(recipient.requestId, alice, { recipient: "https://evil.example/acs" }),
      /Recipient/,
    );
    const destination = await startSignIn(baseUrl, alice);
    await expectRefused(
      destination,
      await answer(destination.requestId, alice, { destination: "https://evil.example/acs" }),
      /Destination/,
    );
    const issuer = await startSignIn(baseUrl, alice);
    await expectRefused(
      issuer,
      await answer(issuer.requestId, alice, { issuer: "https://evil.example/idp" }),
      /Issuer/,
    );
  });

  it("a replayed answer, and its assertion ID answering a new request", async () => {
    const started = await startSignIn(baseUrl, alice);
    const assertionId = `_replay${randomBytes(8).toString("hex")}`;
    const xml = await answer(started.requestId, alice, { assertionId });
    const first = await postToAcs(baseUrl, xml, started.relayState);
    expect(first.location).toMatch(/^\/sign-in\/sso\?token=/);
    await expectRefused(started, xml, /no open request/);
    const next = await startSignIn(baseUrl, alice);
    await expectRefused(next, await answer(next.requestId, alice, { assertionId }), /already used \(replay\)/);
  });

  it("an answer to another request, to an unknown one, and an unsolicited (IdP-initiated) one", async () => {
    const mine = await startSignIn(baseUrl, alice);
    const theirs = await startSignIn(baseUrl, alice);
    await expectRefused(mine, await answer(theirs.requestId, alice), /InResponseTo/);
    const unknown = await startSignIn(baseUrl, alice);
    await expectRefused(unknown, await answer("_never-issued", alice), /InResponseTo/);
    await expectRefused({ relayState: null }, await answer(null, alice), /unsolicited/);
    await expectRefused({ relayState: "_never-issued" }, await answer(null, alice), /no open request/);
  });

  it("a person with no dashboard account is refused, like OIDC", async () => {
    const started = await startSignIn(baseUrl, `nobody@${domain}`);
    const { location } = await postToAcs(
      baseUrl,
      await answer(started.requestId, `nobody@${domain}`),
      started.relayState,
    );
    expect(location).toBe("/sign-in?error=AccessDenied");
  });

  it("an email outside the connection's domains is refused", async () => {
    const started = await startSignIn(baseUrl, alice);
    await expectRefused(started, await answer(started.requestId, "admin@sandbox.test"), /not in a domain/);
  });

  it("malformed XML and a DOCTYPE are refused", async () => {
    const started = await startSignIn(baseUrl, alice);
    await expectRefused(started, "<samlp:Response", /not well-formed/);
    const next = await startSignIn(baseUrl, alice);
    await expectRefused(next, `<!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>`, /DOCTYPE/);
  });
});

describe("require SSO for a domain", () => {
  afterAll(async () => {
    await sql(`UPDATE saml_connection SET require_sso = false WHERE id = $1`, [connectionId]);
  });

  it("refuses password sign-in for the domain, except a break-glass admin, whose sign-in is audited", async () => {
    await expect(signIn(baseUrl, alice, password)).resolves.toContain("session-token");
    await asAdmin("updateSamlConnectionAction", { connectionId, domains: domain, requireSso: true });
    await expect(signIn(baseUrl, alice, password)).rejects.toThrow(/failed/);
    await expect(signIn(baseUrl, root, password)).rejects.toThrow(/failed/);
    await expect(asAdmin("grantSamlBreakGlassAction", { email: alice })).rejects.toThrow(/Only admin accounts/);
    await asAdmin("grantSamlBreakGlassAction", { email: root });
    await expect(signIn(baseUrl, root, password)).resolves.toContain("session-token");
    const audited = await sql(`SELECT 1 FROM audit_event WHERE action = 'sign-in.break-glass' AND "targetId" = $1`, [
      root,
    ]);
    expect(audited).toHaveLength(1);
    // SSO itself still works for the domain.
    const started = await startSignIn(baseUrl, alice);
    const { location } = await followIdp(baseUrl, started);
    expect((await completeSignIn(baseUrl, location, started.cookie))?.email).toBe(alice);
  });
});

describe("adding an identity provider", () => {
  const add = async (args: Record<string, unknown>) => {
    const action = listServerActions().find((a) => a.name === "addSamlConnectionAction")!;
    const { result } = await callAction(baseUrl, action, args, await signIn(baseUrl, "admin@sandbox.test"));
    return result as { ok: boolean; message?: string; fieldErrors?: Record<string, string[]> };
  };
  const xml = (metadataXml: string) => ({
    source: "xml",
    name: `Bad ${randomBytes(3).toString("hex")}`,
    domains: `x${randomBytes(3).toString("hex")}.example.test`,
    metadataXml,
  });

  it("says clearly what is wrong with bad metadata, a refused URL, oversized XML or a taken domain", async () => {
    expect((await add(xml("<md:EntityDescriptor"))).message).toMatch(/not well-formed XML/);
    const noCertificate = idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, "");
    expect((await add(xml(noCertificate))).message).toMatch(/no signing certificate/);
    expect((await add(xml("<a/>"))).message).toMatch(/not SAML 2.0 identity provider metadata/);
    const big = await add(xml(`<x>${"a".repeat(300 * 1024)}</x>`));
    expect(big.fieldErrors?.metadataXml?.[0]).toMatch(/256 kB/);
    const guarded = await add({ ...xml(""), source: "url", metadataUrl: "https://169.254.169.254/metadata" });
    expect(guarded.message).toMatch(/not fetched.*only public addresses/);
    const plain = await add({ ...xml(""), source: "url", metadataUrl: "http://idp.example.com/metadata" });
    expect(plain.message).toMatch(/must use https/);
    const taken = await add({ ...xml(idp.metadataXml), domains: `${domain}, other-${domain}` });
    expect(taken.message).toMatch(new RegExp(`${domain} already signs in with Emulator`));
  });
});
