import { createHash, randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import bcrypt from "bcryptjs";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { signIn } from "@/testing/http-session";
import { sql } from "@/testing/sandbox/api-client";

/**
 * SCIM 2.0 over real HTTP against the built app: the request sequences Okta's and Microsoft Entra ID's provisioning
 * documentation shows, paging, SCIM errors, tokens, the body limit and deprovisioning ending a live session.
 */
const baseUrl = inject("baseUrl");
const scim = `${baseUrl}/scim/v2`;
const run = randomBytes(4).toString("hex");

async function newDirectory(name: string) {
  const token = `scim_${randomBytes(32).toString("base64url")}`;
  await sql(`INSERT INTO scim_directory (id, name, token_hash) VALUES (gen_random_uuid(), $1, $2)`, [
    name,
    createHash("sha256").update(token).digest("hex"),
  ]);
  return token;
}

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function client(token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${scim}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: (text ? JSON.parse(text) : null) as Body,
    };
  };
}

const userBody = (email: string, extra: Body = {}) => ({
  schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
  userName: email,
  name: { givenName: "Test", familyName: "Person" },
  emails: [{ primary: true, value: email, type: "work" }],
  active: true,
  ...extra,
});

const email = (label: string) => `${label}-${run}@example.test`;
const sessionUser = async (cookie: string) =>
  ((await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json()) as Body).user as
    Body | undefined;

let okta: ReturnType<typeof client>;
let entra: ReturnType<typeof client>;

beforeAll(async () => {
  okta = client(await newDirectory(`Okta ${run}`));
  entra = client(await newDirectory(`Entra ${run}`));
});

describe("Okta's provisioning sequence", () => {
  it("looks the user up (an empty list, not a 404), creates, reads, deactivates and reactivates them", async () => {
    const address = email("okta");
    const lookup = await okta(
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${address}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.status).toBe(200);
    expect(lookup.type).toContain("application/scim+json");
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

    const created = await okta("POST", "/Users", userBody(address, { externalId: "00u1okta", password: "ignored-1!" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName: address,
      active: true,
      externalId: "00u1okta",
      name: { formatted: "Test Person" },
    });
    const id = created.body.id as string;
    const [row] = await sql(`SELECT role, "passwordHash" FROM "User" WHERE id = $1`, [id]);
    expect(row.role).toBe("recruiter");
    expect(await bcrypt.compare("ignored-1!", row.passwordHash)).toBe(false);

    expect((await okta("GET", `/Users/${id}`)).body).toMatchObject({ id, userName: address });
    const found = await okta("GET", `/Users?filter=${encodeURIComponent(`userName eq "${address.toUpperCase()}"`)}`);
    expect(found.body.totalResults).toBe(1);

    const off = await okta("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const on = await okta("PUT", `/Users/${id}`, userBody(address, { name: { givenName: "New", familyName: "Name" } }));
    expect(on.body).toMatchObject({ active: true, name: { formatted: "New Name" } });

    const audit = await sql(`SELECT action FROM audit_event WHERE "targetId" = $1 AND "actorEmail" = $2 ORDER BY seq`, [
      id,
      `scim:Okta ${run}`,
    ]);
    expect(audit.map((a: Body) => a.action)).toEqual(["user.provision", "user.disable", "user.enable"]);
  });

  it("refuses a second user with the same userName as uniqueness", async () => {
    const address = email("twice");
    expect((await okta("POST", "/Users", userBody(address))).status).toBe(201);
    const again = await okta("POST", "/Users", userBody(address));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
      status: "409",
      scimType: "uniqueness",
    });
  });
});

describe("Entra ID's provisioning sequence", () => {
  it("creates a user, patches with Replace and the string False, and a mapped group gives the role", async () => {
    const address = email("entra");
    const user = await entra(
      "POST",
      "/Users",
      userBody(address, { externalId: "entra-1", displayName: "Entra Person" }),
    );
    expect(user.status).toBe(201);
    const id = user.body.id as string;

    const patched = await entra("PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [
        { op: "Replace", path: "displayName", value: "Renamed Person" },
        { op: "Replace", path: 'emails[type eq "work"].value', value: address },
        { op: "Replace", path: "active", value: "False" },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ active: false, displayName: "Renamed Person" });
    await entra("PATCH", `/Users/${id}`, { Operations: [{ op: "Replace", path: "active", value: "True" }] });

    const groupName = `Screening managers ${run}`;
    await sql(
      `INSERT INTO scim_group_role (directory_id, display_name, role, updated_at)
       SELECT id, $1, 'manager', now() FROM scim_directory WHERE name = $2`,
      [groupName, `Entra ${run}`],
    );
    const group = await entra("POST", "/Groups", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: groupName,
      members: [],
    });
    expect(group.status).toBe(201);
    const add = await entra("PATCH", `/Groups/${group.body.id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "Add", path: "members", value: [{ value: id }] }],
    });
    expect(add.status).toBe(200);
    expect((await sql(`SELECT role FROM "User" WHERE id = $1`, [id]))[0].role).toBe("manager");
    expect((await entra("GET", `/Users/${id}`)).body.groups).toMatchObject([
      { value: group.body.id, display: groupName },
    ]);

    const listed = await entra(
      "GET",
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent(`displayName eq "${groupName}"`)}`,
    );
    expect(listed.body.totalResults).toBe(1);
    expect(listed.body.Resources[0].members).toBeUndefined();

    await entra("PATCH", `/Groups/${group.body.id}`, {
      Operations: [{ op: "Remove", path: "members", value: [{ value: id }] }],
    });
    expect((await sql(`SELECT role FROM "User" WHERE id = $1`, [id]))[0].role).toBe("recruiter");
    expect((await entra("DELETE", `/Groups/${group.body.id}`)).status).toBe(204);
    expect((await entra("GET", `/Groups/${group.body.id}`)).status).toBe(404);
  });

  it("gives a role only through the mapping of the user's own directory", async () => {
    const groupName = `Screening admins ${run}`;
    await sql(
      `INSERT INTO scim_group_role (directory_id, display_name, role, updated_at)
       SELECT id, $1, 'admin', now() FROM scim_directory WHERE name = $2`,
      [groupName, `Entra ${run}`],
    );
    // Okta pushes a group of the same name (another case): Entra's mapping grants its members nothing.
    const user = await okta("POST", "/Users", userBody(email("okta-same-name")));
    const group = await okta("POST", "/Groups", {
      displayName: groupName.toUpperCase(),
      members: [{ value: user.body.id }],
    });
    expect(group.status).toBe(201);
    expect((await sql(`SELECT role FROM "User" WHERE id = $1`, [user.body.id]))[0].role).toBe("recruiter");
  });

  it("keeps one directory's groups from another", async () => {
    const group = await entra("POST", "/Groups", { displayName: `Private ${run}` });
    expect((await okta("GET", `/Groups/${group.body.id}`)).status).toBe(404);
  });

  it("keeps one directory's users from another, and the dashboard's own accounts from every directory", async () => {
    const address = email("okta-own");
    const own = await okta("POST", "/Users", userBody(address));
    expect(own.status).toBe(201);
    const id = own.body.id as string;
    const byName = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;
    expect((await entra("GET", `/Users/${id}`)).status).toBe(404);
    expect((await entra("GET", byName(address))).body.totalResults).toBe(0);
    expect(
      (await entra("PATCH", `/Users/${id}`, { Operations: [{ op: "Replace", path: "active", value: false }] })).status,
    ).toBe(404);
    expect((await entra("DELETE", `/Users/${id}`)).status).toBe(404);
    const group = await entra("POST", "/Groups", { displayName: `Borrowed ${run}`, members: [{ value: id }] });
    expect(group).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });

    const [admin] = await sql(`SELECT id FROM "User" WHERE email = 'admin@sandbox.test'`);
    expect((await okta("GET", byName("admin@sandbox.test"))).body.totalResults).toBe(0);
    expect((await okta("GET", `/Users/${admin.id}`)).status).toBe(404);
    expect((await okta("DELETE", `/Users/${admin.id}`)).status).toBe(404);
    expect((await sql(`SELECT disabled_at, deprovisioned_at FROM "User" WHERE id = $1`, [admin.id]))[0]).toEqual({
      disabled_at: null,
      deprovisioned_at: null,
    });
    expect((await okta("GET", `/Users/${id}`)).body).toMatchObject({ userName: address, active: true });
  });
});

describe("paging, discovery and errors", () => {
  it("pages with startIndex and count, totalResults counting every match", async () => {
    for (const n of [1, 2, 3]) await okta("POST", "/Users", userBody(email(`page${n}`)));
    const filter = encodeURIComponent(`userName sw "page" and userName ew "-${run}@example.test"`);
    const first = await okta("GET", `/Users?filter=${filter}&startIndex=1&count=2`);
    expect(first.body).toMatchObject({ totalResults: 3, startIndex: 1, itemsPerPage: 2 });
    const second = await okta("GET", `/Users?filter=${filter}&startIndex=3&count=2`);
    expect(second.body).toMatchObject({ totalResults: 3, startIndex: 3, itemsPerPage: 1 });
    expect((await okta("GET", `/Users?filter=${filter}&count=0`)).body).toMatchObject({
      totalResults: 3,
      Resources: [],
    });
  });

  it("serves ServiceProviderConfig, ResourceTypes and Schemas", async () => {
    expect((await okta("GET", "/ServiceProviderConfig")).body).toMatchObject({ patch: { supported: true } });
    expect((await okta("GET", "/ResourceTypes")).body.totalResults).toBe(2);
    expect((await okta("GET", "/Schemas")).body.Resources.map((s: Body) => s.name)).toEqual(["User", "Group"]);
  });

  it("answers errors as SCIM Error resources with their scimType", async () => {
    const filter = await okta("GET", `/Users?filter=${encodeURIComponent("userName eq")}`);
    expect(filter).toMatchObject({ status: 400, body: { scimType: "invalidFilter", status: "400" } });
    const invalid = await okta("POST", "/Users", userBody("not-an-email", { emails: [] }));
    expect(invalid).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
    const syntax = await okta("POST", "/Users", "{not json");
    expect(syntax).toMatchObject({ status: 400, body: { scimType: "invalidSyntax" } });
    const created = await okta("POST", "/Users", userBody(email("mutable")));
    const mutability = await okta("PATCH", `/Users/${created.body.id}`, {
      Operations: [{ op: "replace", path: "id", value: "mine" }],
    });
    expect(mutability).toMatchObject({ status: 400, body: { scimType: "mutability" } });
    expect((await okta("GET", `/Users/${randomBytes(8).toString("hex")}`)).status).toBe(404);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const big = JSON.stringify(userBody(email("big"), { padding: "x".repeat(1024 * 1024 + 10) }));
    const response = await okta("POST", "/Users", big);
    expect(response.status).toBe(413);
    expect(response.body.schemas).toEqual(["urn:ietf:params:scim:api:messages:2.0:Error"]);
  });
});

describe("tokens", () => {
  it("refuses no token and a wrong one with 401", async () => {
    expect((await fetch(`${scim}/Users`)).status).toBe(401);
    expect((await client("scim_wrong")("GET", "/Users")).status).toBe(401);
  });

  it("refuses the old token once npm run scim:token rotated it, and takes the new one", async () => {
    const name = `Rotated ${run}`;
    const old = await newDirectory(name);
    expect((await client(old)("GET", "/Users?count=1")).status).toBe(200);
    const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/scim-token.ts", "--name", name], {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
      timeout: 60_000,
    });
    const fresh = /SCIM token \(shown once\): (\S+)/.exec(stdout)?.[1];
    expect(fresh).toMatch(/^scim_/);
    expect((await client(old)("GET", "/Users?count=1")).status).toBe(401);
    expect((await client(fresh!)("GET", "/Users?count=1")).status).toBe(200);
  }, 90_000);
});

describe("deprovisioning", () => {
  async function signedInUser(label: string) {
    const address = email(label);
    const created = await okta("POST", "/Users", userBody(address));
    const password = `pw-${randomBytes(8).toString("hex")}`;
    await sql(`UPDATE "User" SET "passwordHash" = $1 WHERE id = $2`, [await bcrypt.hash(password, 4), created.body.id]);
    const cookie = await signIn(baseUrl, address, password);
    expect((await sessionUser(cookie))?.email).toBe(address);
    return { id: created.body.id as string, cookie };
  }

  it("deactivating by SCIM signs the user out at their next request", async () => {
    const { id, cookie } = await signedInUser("live");
    await okta("PATCH", `/Users/${id}`, { Operations: [{ op: "replace", value: { active: false } }] });
    expect(await sessionUser(cookie)).toBeUndefined();
  });

  it("DELETE deactivates and marks the user deprovisioned, keeping the row and its audit history", async () => {
    const { id, cookie } = await signedInUser("gone");
    expect((await okta("DELETE", `/Users/${id}`)).status).toBe(204);
    expect(await sessionUser(cookie)).toBeUndefined();
    expect((await okta("GET", `/Users/${id}`)).status).toBe(404);
    const [row] = await sql(`SELECT disabled_at, deprovisioned_at FROM "User" WHERE id = $1`, [id]);
    expect(row.disabled_at).not.toBeNull();
    expect(row.deprovisioned_at).not.toBeNull();
    const actions = await sql(
      `SELECT action FROM audit_event WHERE "targetId" = $1 AND "actorEmail" = $2 ORDER BY seq`,
      [id, `scim:Okta ${run}`],
    );
    expect(actions.map((a: Body) => a.action)).toEqual(["user.provision", "user.deprovision"]);
  });
});
