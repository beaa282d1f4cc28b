import "server-only";
import { z } from "zod";
import type { NextAuthOptions } from "next-auth";
import { cookies } from "next/headers";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/audit/record-audit";
import { logger } from "@/lib/logging/logger";
import { getMetrics } from "@/lib/metrics/definitions";
import { checkPassword } from "./passwords";
import { credentialsSchema } from "./credentials";
import { invalidInputError, SSO_REQUIRED, TOO_MANY_ATTEMPTS, type CredentialErrors } from "./sign-in-errors";
import { claimSignInAttempt, recordSignInSuccess } from "./sign-in-throttle";
import { clientAddress } from "./client-address";
import { isRememberedDevice, rememberedDeviceCookie } from "./remembered-device";
import { oidcProvider } from "./oidc-provider";
import { passwordSignInRefused } from "./saml/break-glass";
import { samlProvider } from "./saml/saml-provider";
import { roleSchema } from "./role-schema";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from "./user-sessions";

const oidc = oidcProvider();

export const authOptions: NextAuthOptions = {
  secret: env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // Errors too: a form sent without its script lands back on the sign-in page with next-auth's code, not on
  // next-auth's own error page.
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: [
    ...(oidc ? [oidc] : []),
    samlProvider(),
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" }, timeZone: { type: "text" } },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) {
          getMetrics().signIn.failures.inc({ reason: "invalid" });
          const { fieldErrors } = z.flattenError(parsed.error);
          throw new Error(
            invalidInputError(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]),
              ) as CredentialErrors,
            ),
          );
        }
        const { email, password, timeZone } = parsed.data;
        const cookieHeader = request?.headers?.cookie;
        const keys = {
          email,
          address: clientAddress(request?.headers),
          rememberedDevice: isRememberedDevice(typeof cookieHeader === "string" ? cookieHeader : undefined, email),
        };
        // Counted before the password is checked, so parallel guesses queue (lib/auth/throttle-policy.ts).
        const decision = await claimSignInAttempt(keys);
        if (decision.outcome === "refuse") {
          getMetrics().signIn.throttled.inc();
          logger.warn(
            { email, address: keys.address, retryAfterMs: Math.round(decision.retryAfterMs) },
            "sign-in throttled",
          );
          await recordAudit(null, {
            action: "sign-in.throttled",
            targetType: "account",
            targetId: email,
            metadata: { address: keys.address, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
          });
          // next-auth passes a thrown message to the sign-in form as `error`.
          throw new Error(`${TOO_MANY_ATTEMPTS}:${Math.ceil(decision.retryAfterMs / 1000)}`);
        }
        if (decision.waitMs) await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
        const user = await db.user.findUnique({ where: { email } });
        // An unknown email costs the same bcrypt comparison as a known one: the answer's timing tells nothing.
        if (!(await checkPassword(password, user?.passwordHash)) || !user || user.disabledAt) {
          const reason = !user ? "unknown" : user.disabledAt ? "disabled" : "password";
          getMetrics().signIn.failures.inc({ reason });
          logger.warn({ email, address: keys.address, reason }, "sign-in failed");
          await recordAudit(null, {
            action: "sign-in.failed",
            targetType: "account",
            targetId: email,
            metadata: { address: keys.address, reason },
          });
          return null;
        }
        // A domain that requires SSO signs in through its IdP; only a break-glass admin may still use a password.
        const sso = await passwordSignInRefused(email, user);
        if (sso.refused) {
          getMetrics().signIn.failures.inc({ reason: "sso-required" });
          await recordAudit(null, {
            action: "sign-in.failed",
            targetType: "account",
            targetId: email,
            metadata: { address: keys.address, reason: "sso-required" },
          });
          throw new Error(SSO_REQUIRED);
        }
        if (sso.breakGlass)
          await recordAudit(
            { id: user.id, email: user.email },
            {
              action: "sign-in.break-glass",
              targetType: "account",
              targetId: email,
              metadata: { address: keys.address },
            },
          );
        await recordSignInSuccess(keys);
        // Merged by Next.js into next-auth's own response (this runs inside its route handler).
        const origin = request?.headers?.origin;
        (await cookies()).set(rememberedDeviceCookie(email, typeof origin === "string" && origin.startsWith("https:")));
        // Times read in the browser's zone from the first sign-in on; the account settings change it.
        if (!user.timeZone && timeZone) await db.user.update({ where: { id: user.id }, data: { timeZone } });
        const userAgent = request?.headers?.["user-agent"];
        const sessionId = await startSession(user.id, {
          userAgent: typeof userAgent === "string" ? userAgent : undefined,
          address: keys.address,
        });
        return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId };
      },
    }),
  ],
  callbacks: {
    /** Single sign-on admits only people an admin has added (matched by email); the role comes from here. */
    async signIn({ user, account }) {
      if (account?.provider !== "oidc") return true;
      const known = user.email ? await db.user.findUnique({ where: { email: user.email.toLowerCase() } }) : null;
      return !!known && !known.disabledAt;
    },
    async jwt({ token, user, account }) {
      if (account?.provider === "oidc" && user?.email) {
        const known = await db.user.findUniqueOrThrow({ where: { email: user.email.toLowerCase() } });
        if (known.disabledAt) throw new Error("AccessDenied");
        token.sub = known.id;
        token.role = known.role;
        token.sessionId = await startSession(known.id, {});
      } else if (user) {
        token.role = roleSchema.parse(user.role);
        token.sessionId = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? "";
        session.user.role = roleSchema.parse(token.role);
        session.user.sessionId = token.sessionId ?? "";
      }
      return session;
    },
  },
  events: {
    /** Signing out ends the session for good: a copy of its cookie stops working too. */
    async signOut({ token }) {
      if (token?.sessionId) await endSession(token.sessionId);
    },
  },
};
