import net from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../../testing/inject";
import { startSmtpCatcher } from "../../../emulators/smtp/catcher";
import { freePort } from "@/lib/utils/free-port";
import { db } from "@/lib/db/client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { MAIL_SERVER_TEST_ACTION } from "../test-email";
import { testMailServer } from "../test-mail-server";
import { removeMailServer, saveMailServer } from "./mail-server";
import { mailServerSchema } from "./mail-server-schema";
import { MailError } from "./smtp-refusal";
import { sendEmail } from "./transport";

/**
 * A mail server set under Settings → Email, against SMTP emulators on 127.0.0.1 (emulators/smtp: one that requires
 * signing in, one that does not): the app's own modules on the suite's database, as an instance without SMTP_URL
 * (and outside the sandbox) runs them, with SMTP_HOSTS=127.0.0.1. A test email accepted, the password refused,
 * no sign-in, nothing listening, TLS on a plain port, no answer within 10 s, the outbound guard; a saved server
 * carrying mail at once. The running app has SMTP_URL set: its page shows that server read-only and refuses changes.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));
vi.mock("@/lib/env", () => ({
  env: {
    AUTH_SECRET: "mail-server-test-secret-that-is-long-enough",
    SMTP_HOSTS: "127.0.0.1",
    MAIL_FROM: "Unused <unused@example.test>",
    LOG_LEVEL: "silent",
  },
  sandboxEnabled: false,
  publicOrigin: "http://127.0.0.1:3000",
}));

const baseUrl = inject("baseUrl");
const admin = { id: randomUUID(), email: `mail-admin-${randomUUID().slice(0, 8)}@example.test` };
const credentials = { user: "dashboard", pass: "the-right-password" };
let relay: Awaited<ReturnType<typeof startSmtpCatcher>>;
let open: Awaited<ReturnType<typeof startSmtpCatcher>>;
let silent: net.Server;
let silentPort: number;

const server = (fields: Partial<Record<string, unknown>> = {}) =>
  mailServerSchema.parse({
    host: "127.0.0.1",
    port: relay.port,
    security: "none",
    user: credentials.user,
    password: credentials.pass,
    from: "Screening <screening@example.test>",
    ...fields,
  });
const refusal = async (fields: Partial<Record<string, unknown>>) => {
  const tested = await testMailServer(admin, server(fields));
  if (tested.outcome !== "refused") throw new Error(`expected a refusal, got ${JSON.stringify(tested)}`);
  return tested.reason;
};
const email = (to: string, subject: string) => ({
  to,
  subject,
  html: "<p>Hello</p>",
  text: "Hello",
  preheader: "Hello",
  messageId: `<${randomUUID()}@screening-dashboard>`,
  unsubscribeUrl: "http://127.0.0.1:3000/api/notifications/unsubscribe?token=x",
});

beforeAll(async () => {
  relay = await startSmtpCatcher(await freePort(), { auth: credentials });
  open = await startSmtpCatcher(await freePort());
  // Accepts connections and never says a word: no greeting.
  silent = net.createServer(() => {});
  silentPort = await freePort();
  await new Promise<void>((resolve) => silent.listen(silentPort, "127.0.0.1", resolve));
});
afterAll(async () => {
  await removeMailServer();
  await Promise.all([relay?.close(), open?.close(), new Promise((resolve) => silent?.close(resolve))]);
  await db.$disconnect();
});

describe("Send a test email through the form's server", () => {
  it("is accepted by the server, signed in, from the address given, to the admin", async () => {
    const tested = await testMailServer(admin, server());
    expect(tested).toEqual({ outcome: "sent", to: admin.email, server: `127.0.0.1:${relay.port}` });
    const [mail, ...more] = relay.to(admin.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Test email from the screening dashboard");
    expect(mail!.from?.value[0]).toMatchObject({ name: "Screening", address: "screening@example.test" });
    expect(mail!.text).toContain("under Settings → Email");
  });

  it("says in words that the password was refused, with the server's answer", async () => {
    expect(await refusal({ password: "a-wrong-password" })).toMatch(
      new RegExp(`^127\\.0\\.0\\.1:${relay.port} refused the user name or password \\(535 .*\\)\\.$`),
    );
  });

  it("says the server asks to sign in when no user is given", async () => {
    expect(await refusal({ user: "", password: "" })).toMatch(/asks to sign in first: enter a user name and password/);
  });

  it("says nothing accepts connections on a closed port", async () => {
    const closed = await freePort();
    expect(await refusal({ port: closed })).toBe(
      `Cannot connect to 127.0.0.1:${closed}: nothing accepts connections there.`,
    );
  });

  it("says TLS failed, and why, when the security does not match the server", async () => {
    expect(await refusal({ security: "tls" })).toMatch(
      /^TLS failed with .*: the server does not speak TLS from the start/,
    );
    expect(await refusal({ security: "starttls" })).toMatch(/^TLS failed with .*: the server does not offer STARTTLS/);
  });

  it("gives up on a server that never answers within 10 s", async () => {
    const started = Date.now();
    expect(await refusal({ port: silentPort })).toMatch(/did not (answer in time|accept the email within 10 s)/);
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 20_000);

  it("connects only where the outbound guard allows: public addresses, or SMTP_HOSTS", async () => {
    expect(await refusal({ host: "10.20.30.40" })).toMatch(
      /^Cannot connect to 10\.20\.30\.40:\d+: .*a mail server set here must be a public address, or listed in SMTP_HOSTS/,
    );
  });

  it("uses the saved password only for the saved host and user", async () => {
    await saveMailServer(server());
    expect(await testMailServer(admin, server({ password: "" }))).toMatchObject({ outcome: "sent" });
    await expect(testMailServer(admin, server({ host: "localhost", password: "" }))).rejects.toThrow(
      "Enter the password for this user and server.",
    );
  });

  it("is spaced like the other test email once one left", async () => {
    await db.auditEvent.create({
      data: {
        actorId: admin.id,
        actorEmail: admin.email,
        action: MAIL_SERVER_TEST_ACTION,
        targetType: "mail-server",
        targetId: "mail-server",
        metadata: { outcome: "sent" },
      },
    });
    await expect(testMailServer(admin, server())).rejects.toThrow(/A test email went out less than 30 s ago/);
  });
});

describe("a mail server saved here", () => {
  it("carries email at once, a change too, its password sealed; removed, email stops", async () => {
    await saveMailServer(server());
    const [row] = await db.$queryRaw<{ password_sealed: string }[]>`SELECT password_sealed FROM mail_server`;
    expect(row!.password_sealed).toMatch(/^v1\./);
    expect(row!.password_sealed).not.toContain(credentials.pass);

    await sendEmail(email(admin.email, "Through the relay"));
    expect(relay.to(admin.email).map((m) => m.subject)).toContain("Through the relay");

    await saveMailServer(server({ port: open.port, user: "", password: "" }));
    await sendEmail(email(admin.email, "Through the open server"));
    expect(open.to(admin.email).map((m) => m.subject)).toEqual(["Through the open server"]);

    expect(await removeMailServer()).toBe(true);
    const stopped = await sendEmail(email(admin.email, "Nowhere")).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(MailError);
    expect((stopped as MailError).message).toMatch(
      /^Email is not set up: an admin sets a mail server under Settings → Email/,
    );
  });
});

describe("the Email page of an instance with SMTP_URL", () => {
  it("shows that server read-only, never its password, and refuses a change", async () => {
    const cookie = await signIn(baseUrl, "admin@sandbox.test");
    const page = await (await fetch(`${baseUrl}/settings/email`, { headers: { cookie } })).text();
    expect(page).toContain("set by the environment");
    expect(page).not.toContain('id="mail-host"');
    const save = listServerActions().find((a) => a.name === "saveMailServerAction")!;
    const { result } = await callAction(baseUrl, save, server(), cookie);
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^SMTP_URL is set where the dashboard runs/),
    });
    expect(await db.mailServer.count()).toBe(0);
  });
});
