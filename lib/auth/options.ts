import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { verifyPassword } from "./passwords";
import { credentialsSchema, TOO_MANY_ATTEMPTS } from "./credentials";
import { signInThrottle } from "./sign-in-throttle";
import { oidcProvider } from "./oidc-provider";
import { roleSchema } from "./role-schema";

const oidc = oidcProvider();

export const authOptions: NextAuthOptions = {
  secret: env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    ...(oidc ? [oidc] : []),
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        const decision = signInThrottle.check(email);
        // next-auth passes a thrown message to the sign-in form as `error`.
        if (!decision.allowed) throw new Error(TOO_MANY_ATTEMPTS);
        if (decision.delayMs) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
        const user = await db.user.findUnique({ where: { email } });
        if (!user || !(await verifyPassword(password, user.passwordHash))) {
          signInThrottle.fail(email);
          return null;
        }
        signInThrottle.succeed(email);
        return { id: user.id, email: user.email, name: user.name, role: user.role };
      },
    }),
  ],
  callbacks: {
    /** Single sign-on admits only people an admin has added (matched by email); the role comes from here. */
    async signIn({ user, account }) {
      if (account?.provider !== "oidc") return true;
      return !!user.email && !!(await db.user.findUnique({ where: { email: user.email.toLowerCase() } }));
    },
    async jwt({ token, user, account }) {
      if (account?.provider === "oidc" && user?.email) {
        const known = await db.user.findUniqueOrThrow({ where: { email: user.email.toLowerCase() } });
        token.sub = known.id;
        token.role = known.role;
      } else if (user) token.role = roleSchema.parse(user.role);
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? "";
        session.user.role = roleSchema.parse(token.role);
      }
      return session;
    },
  },
};
