"use server";

import { z } from "zod";
import { revalidatePath } from "next/cache";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { mailServerSchema } from "@/lib/notifications/email/mail-server-schema";
import {
  readSavedMailServer,
  removeMailServer,
  saveMailServer,
  type SavedMailServer,
} from "@/lib/notifications/email/mail-server";
import { testMailServer } from "@/lib/notifications/test-mail-server";
import { MAIL_SERVER_TEST_ACTION } from "@/lib/notifications/test-email";

/** What the audit log keeps of a saved server: everything but the password, which it says only is set. */
const audited = (server: SavedMailServer | null) =>
  server && {
    host: server.host,
    port: server.port,
    security: server.security,
    user: server.user,
    passwordSet: server.passwordSet,
    from: server.from,
  };

/** Admins: the mail server email leaves through when SMTP_URL is unset; an empty password keeps the saved one. */
export const saveMailServerAction = defineAction(
  "saveMailServer",
  { role: "admin", schema: mailServerSchema },
  async (values, { audit }) => {
    const before = await readSavedMailServer();
    await saveMailServer(values);
    await audit({
      action: "mail-server.save",
      targetType: "mail-server",
      targetId: "mail-server",
      before: audited(before),
      after: audited(await readSavedMailServer()),
      metadata: { password: values.password ? "replaced" : before?.passwordSet ? "kept" : "none" },
    });
    revalidatePath("/settings/email");
    return null;
  },
);

/** Admins: a test email to themself through the server the form describes, saved or not; the refusal in words. */
export const testMailServerAction = defineAction(
  "testMailServer",
  { role: "admin", schema: mailServerSchema },
  async (values, { user, audit }) => {
    const tested = await testMailServer(user, values);
    await audit({
      action: MAIL_SERVER_TEST_ACTION,
      targetType: "mail-server",
      targetId: "mail-server",
      metadata: {
        host: values.host,
        port: values.port,
        security: values.security,
        outcome: tested.outcome,
        ...(tested.outcome === "refused" && { reason: tested.reason }),
      },
    });
    if (tested.outcome === "refused") throw new ActionError(`The test email did not leave: ${tested.reason}`);
    return { to: tested.to, server: tested.server };
  },
);

/** Admins: forget the server set here; email then goes to the sandbox's Sent mail, or nowhere. */
export const removeMailServerAction = defineAction(
  "removeMailServer",
  { role: "admin", schema: z.object({}) },
  async (_input, { audit }) => {
    const before = await readSavedMailServer();
    if (!(await removeMailServer())) throw new ActionError("No mail server is set here.");
    await audit({
      action: "mail-server.remove",
      targetType: "mail-server",
      targetId: "mail-server",
      before: audited(before),
    });
    revalidatePath("/settings/email");
    return null;
  },
);
