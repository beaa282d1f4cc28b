import "server-only";
import { env, sandboxEnabled } from "@/lib/env";
import { readSavedMailServer, type SavedMailServer } from "./mail-server";

/** SMTP_URL as a page may show it: where and how, never its password. */
export interface EnvironmentMailServer {
  host: string;
  port: number;
  security: string;
  user: string | null;
  passwordSet: boolean;
  from: string;
}

/** Where email goes now, in the order sendEmail (transport.ts) chooses. */
export type MailRoute =
  | { via: "environment"; server: EnvironmentMailServer }
  | { via: "settings"; server: SavedMailServer }
  | { via: "catcher" }
  | { via: "off" };

function describeSmtpUrl(value: string): EnvironmentMailServer {
  const url = new URL(value);
  const tls = url.protocol === "smtps:" || url.searchParams.get("secure") === "true";
  const security = tls
    ? "TLS"
    : url.searchParams.get("ignoreTLS") === "true"
      ? "None"
      : url.searchParams.get("requireTLS") === "true"
        ? "STARTTLS"
        : "STARTTLS when the server offers it";
  return {
    host: url.hostname,
    port: Number(url.port) || (tls ? 465 : 587),
    security,
    user: url.username ? decodeURIComponent(url.username) : null,
    passwordSet: url.password !== "",
    from: env.MAIL_FROM,
  };
}

/** Where email goes now: SMTP_URL, else the server set under Settings → Email, else the sandbox's catcher, else off. */
export async function mailRoute(): Promise<MailRoute> {
  if (env.SMTP_URL) return { via: "environment", server: describeSmtpUrl(env.SMTP_URL) };
  const saved = await readSavedMailServer();
  if (saved) return { via: "settings", server: saved };
  return sandboxEnabled ? { via: "catcher" } : { via: "off" };
}
