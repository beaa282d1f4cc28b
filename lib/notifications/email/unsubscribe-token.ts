import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import { notificationKinds } from "../kinds";

/** What a link turns off: one kind of alert, every alert sent at once ("alerts"), or the digest. */
const subjectSchema = z.object({
  u: z.string().min(1).max(100),
  k: z.enum([...notificationKinds, "alerts", "digest"]),
});
export type UnsubscribeSubject = z.infer<typeof subjectSchema>;

const sign = (payload: string) =>
  createHmac("sha256", `notifications-unsubscribe\u0000${env.AUTH_SECRET}`).update(payload).digest();

/**
 * A signed, non-expiring token for one-click unsubscribe (RFC 8058): whoever holds the email may turn that one kind
 * off without signing in, and nothing else. base64url(JSON).base64url(HMAC-SHA256).
 */
export function unsubscribeToken(subject: UnsubscribeSubject): string {
  const payload = Buffer.from(JSON.stringify(subject)).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

/** The subject of a token, or null when it is malformed or not ours. */
export function readUnsubscribeToken(token: string): UnsubscribeSubject | null {
  if (token.length > 600) return null;
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = sign(payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = subjectSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
