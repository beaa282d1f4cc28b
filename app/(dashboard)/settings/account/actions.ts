"use server";

import { z } from "zod";
import { revalidatePath } from "next/cache";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { changeOwnPassword, changeOwnPasswordSchema } from "@/lib/auth/users";
import { endSession, endSessions, listLiveSessions } from "@/lib/auth/user-sessions";
import { setUserTimeZone } from "@/lib/auth/time-zone";
import { isTimeZone } from "@/lib/utils/format";

/** Anyone signed in, for their own account only. */
export const changeOwnPasswordAction = defineAction(
  "changeOwnPassword",
  { role: "recruiter", schema: changeOwnPasswordSchema },
  async (input, { user, audit }) => {
    const ended = await changeOwnPassword(user.id, user.sessionId, input);
    await audit({
      action: "user.password-change",
      targetType: "user",
      targetId: user.id,
      metadata: { otherSessionsEnded: ended },
    });
    revalidatePath("/settings/account");
    return { otherSessionsEnded: ended };
  },
);

export const endOtherSessionsAction = defineAction(
  "endOtherSessions",
  { role: "recruiter", schema: z.object({}) },
  async (_input, { user, audit }) => {
    const ended = await endSessions(user.id, user.sessionId);
    await audit({ action: "user.sessions-end", targetType: "user", targetId: user.id, metadata: { ended } });
    revalidatePath("/settings/account");
    return { ended };
  },
);

export const endSessionAction = defineAction(
  "endSession",
  { role: "recruiter", schema: z.object({ sessionId: z.string().min(1) }) },
  async ({ sessionId }, { user, audit }) => {
    if (!(await listLiveSessions(user.id)).some((s) => s.id === sessionId))
      throw new ActionError("That session has already ended.");
    await endSession(sessionId);
    await audit({ action: "user.sessions-end", targetType: "user", targetId: user.id, metadata: { ended: 1 } });
    revalidatePath("/settings/account");
    return null;
  },
);

export const setTimeZoneAction = defineAction(
  "setTimeZone",
  {
    role: "recruiter",
    schema: z.object({ timeZone: z.string().max(100).refine(isTimeZone, "Choose a time zone from the list.") }),
  },
  async ({ timeZone }, { user, audit }) => {
    await setUserTimeZone(user.id, timeZone);
    await audit({
      action: "user.time-zone",
      targetType: "user",
      targetId: user.id,
      before: { timeZone: user.timeZone },
      after: { timeZone },
    });
    revalidatePath("/", "layout");
    return { timeZone };
  },
);
