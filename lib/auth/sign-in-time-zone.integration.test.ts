import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { sql } from "@/testing/sandbox/api-client";

const baseUrl = inject("baseUrl");

/** Signs in as the sign-in form does, the browser's zone along with the credentials. */
async function signInFrom(email: string, password: string, timeZone: string) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, timeZone, json: "true" }),
  });
  return response.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="));
}

async function newUser() {
  const email = `tz-${randomBytes(5).toString("hex")}@example.test`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", role, "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'recruiter', now())`,
    [email, await bcrypt.hash(password, 4)],
  );
  const zone = async () =>
    (await sql<{ time_zone: string | null }>(`SELECT time_zone FROM "User" WHERE email = $1`, [email]))[0]!.time_zone;
  return { email, password, zone };
}

describe("the time zone at sign-in", () => {
  it("becomes the account's zone when it has none, and never replaces one it has", async () => {
    const user = await newUser();
    expect(await user.zone()).toBeNull();
    expect(await signInFrom(user.email, user.password, "Europe/Paris")).toBe(true);
    expect(await user.zone()).toBe("Europe/Paris");
    expect(await signInFrom(user.email, user.password, "Asia/Tokyo")).toBe(true);
    expect(await user.zone()).toBe("Europe/Paris");
  });

  it("ignores a zone this server does not know, and still signs the user in", async () => {
    const user = await newUser();
    expect(await signInFrom(user.email, user.password, "Mars/Olympus_Mons")).toBe(true);
    expect(await user.zone()).toBeNull();
  });
});
