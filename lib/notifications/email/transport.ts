import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { env, sandboxEnabled } from "@/lib/env";
import { loadMailServer } from "./mail-server";
import { mailRoute } from "./mail-route";
import type { RenderedEmail } from "./render";
import { describeSmtpFailure, MailError } from "./smtp-refusal";
import { sendThroughServer } from "./smtp-send";

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Stable per outbox message, so a retry after a lost answer is recognisable as the same email. */
  messageId: string;
  /** The one-click unsubscribe URL (RFC 8058): goes into List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl: string;
}

/** How long one email to a server set under Settings → Email may take in all: within the outbox lease's floor. */
const SEND_TIMEOUT_MS = 20_000;

/**
 * How email leaves: SMTP (SMTP_URL, else the server set under Settings → Email), the built-in catcher in sandbox
 * mode, else nowhere. Read afresh each time, so a server set on any instance is used at once.
 */
export async function mailMode(): Promise<"smtp" | "catcher" | "off"> {
  const route = await mailRoute();
  return route.via === "environment" || route.via === "settings" ? "smtp" : route.via;
}

const state = ((globalThis as { mailTransport?: { transporter?: Transporter } }).mailTransport ??= {});

function transporter(url: string): Transporter {
  state.transporter ??= nodemailer.createTransport(url, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as object);
  return state.transporter;
}

/** The message nodemailer sends for an email, with the headers every email carries (all but From). */
export function emailMessage(mail: OutgoingEmail) {
  return {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}

/** Sends one email (or keeps it in the catcher). Throws MailError. */
export async function sendEmail(mail: OutgoingEmail): Promise<void> {
  const message = emailMessage(mail);
  if (env.SMTP_URL) {
    try {
      await transporter(env.SMTP_URL).sendMail({ ...message, from: env.MAIL_FROM });
    } catch (error) {
      const url = new URL(env.SMTP_URL);
      throw describeSmtpFailure(error, `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`);
    }
    return;
  }
  const server = await loadMailServer();
  if (server) return sendThroughServer(server, message, SEND_TIMEOUT_MS);
  if (!sandboxEnabled)
    throw new MailError("Email is not set up: an admin sets a mail server under Settings → Email.", false);
  await db.caughtMail.create({
    data: { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: message.headers },
  });
}
