import "server-only";
import { z } from "zod";
import { currentUser, type SessionUser } from "@/lib/auth/session";
import { hasRole, type Role } from "@/lib/auth/roles";
import { recordAudit, type AuditEntry } from "@/lib/audit/record-audit";
import { ScreeningApiError } from "@/lib/screening-api/errors";
import { plainWords } from "@/lib/forms/plain-words";
import { describeApiError } from "@/lib/screening-api/describe-error";
import { DomainError } from "@/lib/errors/domain-error";
import { logger } from "@/lib/logging/logger";

/** What every server action returns: data, or a message (and field errors) the user can act on. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: "unauthenticated" | "forbidden" | "invalid" | "api" | "unexpected";
      message: string;
      fieldErrors?: Record<string, string[]>;
    };

export interface ActionContext {
  user: SessionUser;
  /** Records the mutation in the audit log as done by this user. */
  audit(entry: AuditEntry): Promise<void>;
}

const allowedRoles: Record<Role, string> = {
  recruiter: "Sign in with a dashboard account to do this.",
  manager: "Only hiring managers and admins can do this.",
  admin: "Only admins can do this.",
};

/** An action's own expected refusal (a rule, a missing record): shown to the user as is, like a DomainError. */
export class ActionError extends DomainError {}

/**
 * The one shape of a server action (CONVENTIONS.md): authenticate → check role → validate → run. Roles are
 * enforced here on the server, whatever the UI shows. Expected failures come back as messages; anything
 * else is logged with context and reported generically.
 */
export function defineAction<S extends z.ZodType, T>(
  name: string,
  options: { role: Role; schema: S; /** Also require the Compliance permission. */ compliance?: true },
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
) {
  return async (raw: z.input<S>): Promise<ActionResult<T>> => {
    const user = await currentUser();
    if (!user) return { ok: false, code: "unauthenticated", message: "Your session has ended. Sign in again." };
    if (!hasRole(user.role, options.role)) {
      return { ok: false, code: "forbidden", message: allowedRoles[options.role] };
    }
    if (options.compliance && !user.compliance) {
      return { ok: false, code: "forbidden", message: "Only people with the Compliance permission can do this." };
    }
    const parsed = options.schema.safeParse(raw);
    if (!parsed.success) {
      const { fieldErrors, formErrors } = z.flattenError(parsed.error) as {
        fieldErrors: Record<string, string[]>;
        formErrors: string[];
      };
      const plain = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(plainWords)]),
      );
      return {
        ok: false,
        code: "invalid",
        message: formErrors[0] ? plainWords(formErrors[0]) : "Some fields need attention.",
        fieldErrors: plain,
      };
    }
    try {
      return { ok: true, data: await run(parsed.data, { user, audit: (entry) => recordAudit(user, entry) }) };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, code: "invalid", message: error.message };
      if (error instanceof ScreeningApiError) {
        const { title, detail } = describeApiError(error);
        return { ok: false, code: "api", message: `${title}: ${plainWords(detail)}` };
      }
      logger.error({ err: error, action: name, user: user.id }, "action failed");
      return { ok: false, code: "unexpected", message: "Something went wrong on our side. Try again in a moment." };
    }
  };
}
