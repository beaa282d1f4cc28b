import "server-only";
import { isIP } from "node:net";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { SmtpServer } from "./mail-server";
import { checkMailServerAddress } from "./smtp-host-policy";
import { describeSmtpFailure, MailError } from "./smtp-refusal";

/** `host:port` as messages name a server. */
export const serverPlace = (server: { host: string; port: number }) => `${server.host}:${server.port}`;

/**
 * Sends one message through a mail server set under Settings → Email: connected to the address the outbound guard
 * checked (smtp-host-policy.ts), its certificate verified for the host name typed, signed in when a user is set,
 * every step and the whole send bounded by `timeoutMs`. Throws MailError in words.
 */
export async function sendThroughServer(server: SmtpServer, message: Mail.Options, timeoutMs: number): Promise<void> {
  const where = serverPlace(server);
  const address = await checkMailServerAddress(server.host, server.port);
  if (!address.ok) throw new MailError(`Cannot connect to ${where}: ${address.reason}.`, false);
  const host = server.host.replace(/^\[|\]$/g, "");
  const transport = nodemailer.createTransport({
    host: address.address,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    ignoreTLS: server.security === "none",
    tls: isIP(host) ? {} : { servername: host },
    auth: server.user ? { user: server.user, pass: server.password ?? "" } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MailError(`${where} did not accept the email within ${timeoutMs / 1000} s.`, true)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([transport.sendMail({ ...message, from: server.from }), deadline]);
  } catch (error) {
    throw error instanceof MailError ? error : describeSmtpFailure(error, where);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
