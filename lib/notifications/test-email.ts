import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { DomainError } from "@/lib/errors/domain-error";
import { unsubscribeUrl } from "./alerts-email";
import { renderEmail } from "./email/render";
import { MailError, mailMode, sendEmail } from "./email/transport";

/** One test email per person per this many seconds: a button held down is not a mail flood. */
export const TEST_EMAIL_SPACING_SECONDS = 30;
export const TEST_EMAIL_ACTION = "notifications.test-email";

/**
 * "Send a test email": one email to the person asking, the way their alerts and digests go (SMTP, or the sandbox's
 * Sent mail), sent now rather than through the outbox so the page can say at once whether it left and, if not, the
 * mail server's own words. Returns where it went.
 */
export async function sendTestEmail(user: { id: string; email: string }) {
  const recent = await db.auditEvent.findFirst({
    where: {
      actorId: user.id,
      action: TEST_EMAIL_ACTION,
      at: { gt: new Date(Date.now() - TEST_EMAIL_SPACING_SECONDS * 1000) },
    },
    select: { id: true },
  });
  if (recent)
    throw new DomainError(`A test email went out less than ${TEST_EMAIL_SPACING_SECONDS} s ago; try again shortly.`);
  const mode = mailMode();
  const unsubscribe = unsubscribeUrl(user.id, "alerts");
  const email = renderEmail({
    subject: "Test email from the screening dashboard",
    preheader: "Email from the dashboard reaches you.",
    heading: "Email reaches you",
    intro: `You asked for this test under Settings → Notifications. The alerts and digests you choose there arrive the same way, at ${user.email}.`,
    sections: [],
    because: "You get this because you asked for a test email.",
    unsubscribe: { what: "alert emails", url: unsubscribe },
    settingsUrl: `${publicOrigin}/settings/notifications`,
  });
  try {
    await sendEmail({
      ...email,
      to: user.email,
      messageId: `<test-${randomUUID()}@screening-dashboard>`,
      unsubscribeUrl: unsubscribe,
    });
  } catch (error) {
    if (error instanceof MailError) throw new DomainError(`The test email did not leave: ${error.message}`);
    throw error;
  }
  return { to: user.email, mode };
}
