import "server-only";
import { db } from "@/lib/db/client";
import { hashKey, newKey } from "./browser-key";

/** How long the browser has to exchange the token for a session (one redirect and one POST). */
const TOKEN_LIFETIME_MS = 60_000;

/** A one-time token for a person the ACS route let in, bound to the browser key of the request it answered. */
export async function mintSamlSignInToken(input: { userId: string; connectionId: string; browserKeyHash: string }) {
  const token = newKey();
  await db.samlSignIn.create({
    data: { ...input, tokenHash: hashKey(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) },
  });
  return token;
}

/**
 * The account a token lets in, used up at once: only if unused, unexpired, and presented with the browser key the
 * sign-in started with (a token copied to another browser lets nobody in), and the account still enabled.
 */
export async function redeemSamlSignInToken(token: string, browserKey: string | null) {
  if (!browserKey) return null;
  const tokenHash = hashKey(token);
  const { count } = await db.samlSignIn.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() }, browserKeyHash: hashKey(browserKey) },
    data: { usedAt: new Date() },
  });
  if (count !== 1) return null;
  const signIn = await db.samlSignIn.findUniqueOrThrow({ where: { tokenHash } });
  const user = await db.user.findUnique({ where: { id: signIn.userId } });
  return user && !user.disabledAt ? { user, connectionId: signIn.connectionId } : null;
}
