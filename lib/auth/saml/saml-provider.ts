import "server-only";
import { z } from "zod";
import CredentialsProvider from "next-auth/providers/credentials";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { clientAddress } from "../client-address";
import { startSession } from "../user-sessions";
import { browserKeyOf } from "./browser-key";
import { redeemSamlSignInToken } from "./sign-in-token";

/** next-auth's code for a token that let nobody in (the sign-in page explains it). */
const SAML_SIGN_IN_EXPIRED = "SamlSignInExpired";

const tokenSchema = z.object({ token: z.string().min(20).max(100) });

/**
 * Turns the one-time token the ACS route minted into a next-auth session, like a password sign-in: the same JWT,
 * the same server-side session row (so deactivation and sign-out end it). The token must come with the browser key
 * cookie of the sign-in it was minted for.
 */
export const samlProvider = () =>
  CredentialsProvider({
    id: "saml",
    name: "SAML single sign-on",
    credentials: { token: { type: "text" } },
    async authorize(raw, request) {
      const parsed = tokenSchema.safeParse(raw);
      const cookie = request?.headers?.cookie;
      const redeemed = parsed.success
        ? await redeemSamlSignInToken(parsed.data.token, browserKeyOf(typeof cookie === "string" ? cookie : null))
        : null;
      if (!redeemed) throw new Error(SAML_SIGN_IN_EXPIRED);
      const { user, connectionId } = redeemed;
      const userAgent = request?.headers?.["user-agent"];
      const address = clientAddress(request?.headers);
      const sessionId = await startSession(user.id, {
        userAgent: typeof userAgent === "string" ? userAgent : undefined,
        address,
      });
      const connection = await db.samlConnection.findUnique({ where: { id: connectionId }, select: { name: true } });
      await recordAudit(
        { id: user.id, email: user.email },
        {
          action: "sign-in.saml",
          targetType: "account",
          targetId: user.email,
          metadata: { connection: connection?.name ?? connectionId, address },
        },
      );
      return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId };
    },
  });
