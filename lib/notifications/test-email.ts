import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { DomainError } from "@/lib/errors/domain-error";
import { unsubscribeUrl } from "./alerts-email";
import { renderEmail } from "./email/render";
import { mailMode, sendEmail, type OutgoingEmail } from "./email/transport";
import { MailError } from "./email/smtp-refusal";

/** One test email per person per this many seconds: a button held down is not a mail flood. */
export const TEST_EMAIL_SPACING_SECONDS = 30;
export const TEST_EMAIL_ACTION = "notifications.test-email";
/** A test of a mail server under Settings → Email; its metadata's `outcome` says whether the email left ("sent"). */
export const MAIL_SERVER_TEST_ACTION = "mail-server.test";

/** Refuses a test email within the spacing of the last one this person sent, from either page. */
export async function refuseTestEmailTooSoon(userId: string) {
  const recent = await db.auditEvent.findFirst({
    where: {
      actorId: userId,
      at: { gt: new Date(Date.now() - TEST_EMAIL_SPACING_SECONDS * 1000) },
      OR: [
        { action: TEST_EMAIL_ACTION },
        { action: MAIL_SERVER_TEST_ACTION, metadata: { path: ["outcome"], equals: "sent" } },
      ],
    },
    select: { id: true },
  });
  if (recent)
    throw new DomainError(`A test email went out less than ${TEST_EMAIL_SPACING_SECONDS} s ago; try again shortly.`);
}

/** The test email to `user`, asked for on the settings page `page` ("Notifications" or "Email"). */
export function testEmailTo(user: { id: string; email: string }, page: "Notifications" | "Email"): OutgoingEmail {
  const unsubscribe = unsubscribeUrl(user.id, "alerts");
  const email = renderEmail({
    subject: "Test email from the screening dashboard",
    preheader: "Email from the dashboard reaches you.",
    heading: "Email reaches you",
    intro: `You asked for this test under Settings → ${page}. The alerts and digests you choose under Settings → Notifications arrive the same way, at ${user.email}.`,
    sections: [],
    because: "You get this because you asked for a test email.",
    unsubscribe: { what: "alert emails", url: unsubscribe },
    settingsUrl: `${publicOrigin}/settings/notifications`,
  });
  return {
    ...email,
    to: user.email,
    messageId: `<test-${randomUUID()}@screening-dashboard>`,
    unsubscribeUrl: unsubscribe,
  };
}

/**
 * "Send a test email": one email to the person asking, the way their alerts and digests go (SMTP, or the sandbox's
 * Sent mail), sent now rather than through the outbox so the page can say at once whether it left and, if not, the
 * mail server's own words. Returns where it went.
 */
export async function sendTestEmail(user: { id: string; email: string }) {
  await refuseTestEmailTooSoon(user.id);
  const mode = await mailMode();
  try {
    await sendEmail(testEmailTo(user, "Notifications"));
  } catch (error) {
    if (error instanceof MailError) throw new DomainError(`The test email did not leave: ${error.message}`);
    throw error;
  }
  return { to: user.email, mode };
}
