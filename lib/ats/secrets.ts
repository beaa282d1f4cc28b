import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/**
 * ATS keys and web-hook secrets are sealed at rest with AES-256-GCM under a key derived from AUTH_SECRET, so a
 * database dump alone does not hand out the team's Greenhouse, Lever or Ashby access. Format: v1.<iv>.<tag>.<data>
 * (base64url).
 */
const key = () => createHash("sha256").update(`ats-connection-secrets\u0000${env.AUTH_SECRET}`).digest();

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("not a sealed ATS secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** What a page may show of a secret once saved: its last four characters. */
export const secretHint = (plain: string) => `••••${plain.slice(-4)}`;
