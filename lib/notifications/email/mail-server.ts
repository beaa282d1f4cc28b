import "server-only";
import { db } from "@/lib/db/client";
import { openSecret, sealSecret } from "@/lib/ats/secrets";
import { env } from "@/lib/env";
import { DomainError } from "@/lib/errors/domain-error";
import type { MailSecurity } from "./mail-security";
import { mailServerSchema } from "./mail-server-schema";
import { checkMailServerAddress } from "./smtp-host-policy";
import type { z } from "zod";

/** A mail server to connect to, its password in the clear: only ever on the server. */
export interface SmtpServer {
  host: string;
  port: number;
  security: MailSecurity;
  user: string | null;
  password: string | null;
  from: string;
}

/** The saved server as a page may show it: the password only as whether one is set. */
export interface SavedMailServer {
  host: string;
  port: number;
  security: MailSecurity;
  user: string | null;
  passwordSet: boolean;
  from: string;
  updatedAt: Date;
}

type ServerValues = z.output<typeof mailServerSchema>;

const MAIL_SERVER_ID = 1;

/** Refuses a change here while SMTP_URL, which wins, is set. */
export function refuseWhileEnvironmentSet() {
  if (env.SMTP_URL)
    throw new DomainError(
      "SMTP_URL is set where the dashboard runs, and it wins: change the mail server there, or unset it to set one here.",
    );
}

async function readRow() {
  return db.mailServer.findUnique({ where: { id: MAIL_SERVER_ID } });
}

/** Where and how a stored row connects, its password left out. */
const placeOf = (row: NonNullable<Awaited<ReturnType<typeof readRow>>>) => ({
  host: row.host,
  port: row.port,
  security: row.security as MailSecurity,
  user: row.username,
  from: row.fromAddress,
});

/** The server set under Settings → Email, without its password, or null. */
export async function readSavedMailServer(): Promise<SavedMailServer | null> {
  const row = await readRow();
  return row && { ...placeOf(row), passwordSet: row.passwordSealed !== null, updatedAt: row.updatedAt };
}

/** The server set under Settings → Email, ready to connect to (its password opened), or null. */
export async function loadMailServer(): Promise<SmtpServer | null> {
  const row = await readRow();
  return row && { ...placeOf(row), password: row.passwordSealed ? openSecret(row.passwordSealed) : null };
}

/**
 * The server the form's values describe. An empty password stands for the saved one, but only for the saved host
 * and user: a password is never sent to a server it was not typed for.
 */
export async function serverFromForm(values: ServerValues): Promise<SmtpServer> {
  const user = values.user || null;
  let password = values.password || null;
  if (!password && user) {
    const saved = await loadMailServer();
    if (!saved?.password || saved.host.toLowerCase() !== values.host.toLowerCase() || saved.user !== user)
      throw new DomainError("Enter the password for this user and server.");
    password = saved.password;
  }
  return { host: values.host, port: values.port, security: values.security, user, password, from: values.from };
}

/** Saves the server (the one row), its password sealed, once the outbound guard allows its address. */
export async function saveMailServer(values: ServerValues) {
  refuseWhileEnvironmentSet();
  const server = await serverFromForm(values);
  const address = await checkMailServerAddress(server.host, server.port);
  if (!address.ok) throw new DomainError(`This server cannot be used: ${address.reason}.`);
  const data = {
    host: server.host,
    port: server.port,
    security: server.security,
    username: server.user,
    passwordSealed: server.password ? sealSecret(server.password) : null,
    fromAddress: server.from,
  };
  await db.mailServer.upsert({ where: { id: MAIL_SERVER_ID }, create: { id: MAIL_SERVER_ID, ...data }, update: data });
}

/** Forgets the server set here (mail then goes to the sandbox's catcher, or nowhere); false when none was set. */
export async function removeMailServer(): Promise<boolean> {
  refuseWhileEnvironmentSet();
  const { count } = await db.mailServer.deleteMany({ where: { id: MAIL_SERVER_ID } });
  return count > 0;
}
