import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import type { mailServerSchema } from "./email/mail-server-schema";
import { refuseWhileEnvironmentSet, serverFromForm } from "./email/mail-server";
import { MailError } from "./email/smtp-refusal";
import { sendThroughServer, serverPlace } from "./email/smtp-send";
import { emailMessage } from "./email/transport";
import { MAIL_SERVER_TEST_ACTION, refuseTestEmailTooSoon, testEmailTo } from "./test-email";

/** A test answers within this: connecting, each answer of the server and the whole send. */
const MAIL_SERVER_TEST_TIMEOUT_MS = 10_000;
/** Failed tests one person may run a minute: trying passwords against a server is not what this button is for. */
const FAILED_TESTS_PER_MINUTE = 5;

type MailServerTest = { outcome: "sent"; to: string; server: string } | { outcome: "refused"; reason: string };

async function refuseTooManyFailures(userId: string) {
  const failed = await db.auditEvent.count({
    where: {
      actorId: userId,
      action: MAIL_SERVER_TEST_ACTION,
      at: { gt: new Date(Date.now() - 60_000) },
      metadata: { path: ["outcome"], equals: "refused" },
    },
  });
  if (failed >= FAILED_TESTS_PER_MINUTE)
    throw new DomainError(`${FAILED_TESTS_PER_MINUTE} tests failed in the last minute; wait a minute, then try again.`);
}

/**
 * "Send a test email" under Settings → Email: one email to the admin asking, through the server the form describes
 * (saved or not yet), so a wrong password or port shows before it is saved. Bounded to 10 s; spaced like the other
 * test email, and at most five failures a minute. The caller audits the outcome (which the spacing reads).
 */
export async function testMailServer(
  user: { id: string; email: string },
  values: z.output<typeof mailServerSchema>,
): Promise<MailServerTest> {
  refuseWhileEnvironmentSet();
  await refuseTestEmailTooSoon(user.id);
  await refuseTooManyFailures(user.id);
  const server = await serverFromForm(values);
  try {
    await sendThroughServer(server, emailMessage(testEmailTo(user, "Email")), MAIL_SERVER_TEST_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof MailError) return { outcome: "refused", reason: error.message };
    throw error;
  }
  return { outcome: "sent", to: user.email, server: serverPlace(server) };
}
