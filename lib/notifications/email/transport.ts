import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { env, sandboxEnabled } from "@/lib/env";
import type { RenderedEmail } from "./render";

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Stable per outbox message, so a retry after a lost answer is recognisable as the same email. */
  messageId: string;
  /** The one-click unsubscribe URL (RFC 8058): goes into List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl: string;
}

/** How email leaves: SMTP when SMTP_URL is set, the built-in catcher in sandbox mode, else nowhere. */
export const mailMode = (): "smtp" | "catcher" | "off" => (env.SMTP_URL ? "smtp" : sandboxEnabled ? "catcher" : "off");

const state = ((globalThis as { mailTransport?: { transporter?: Transporter } }).mailTransport ??= {});

function transporter(url: string): Transporter {
  state.transporter ??= nodemailer.createTransport(url, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as object);
  return state.transporter;
}

/** An SMTP refusal or a transport failure; `transient` when a later try may succeed (4xx, connection lost). */
export class MailError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** Sends one email (or keeps it in the catcher). Throws MailError. */
export async function sendEmail(mail: OutgoingEmail): Promise<void> {
  const headers = {
    "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Auto-Submitted": "auto-generated",
  };
  const mode = mailMode();
  if (mode === "off") throw new MailError("Email is not set up: set SMTP_URL (and MAIL_FROM) to send it.", false);
  if (mode === "catcher") {
    await db.caughtMail.create({
      data: { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers },
    });
    return;
  }
  try {
    await transporter(env.SMTP_URL!).sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers,
    });
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode;
    const message = error instanceof Error ? error.message : String(error);
    // 5xx is the server's final word about this message (no such mailbox, refused); anything else may pass later.
    throw new MailError(`SMTP: ${message}`.slice(0, 500), !(typeof code === "number" && code >= 500));
  }
}
