import { z } from "zod";
import { MAX_CA_PEM_CHARS } from "./destination-kinds";

/** At most this many destinations: each has a delivery run of its own. */
export const MAX_AUDIT_DESTINATIONS = 10;

const HOST_PORT = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?):(\d{1,5})$/;

/** `host:port` (an IPv6 address in brackets) split, or null when it is not one. */
export function parseHostPort(value: string): { host: string; port: number } | null {
  const match = HOST_PORT.exec(value);
  if (!match) return null;
  const port = Number(match[2]);
  return port >= 1 && port <= 65_535 ? { host: match[1]!.replace(/^\[|\]$/g, ""), port } : null;
}

const name = z
  .string()
  .trim()
  .min(1, "Name the destination.")
  .max(60, "Keep the name under 60 characters.")
  .regex(/^[^\u0000-\u001f]+$/, "Use a name without control characters.");

const caPem = z
  .string()
  .trim()
  .max(MAX_CA_PEM_CHARS, `Paste at most ${MAX_CA_PEM_CHARS.toLocaleString("en-GB")} characters of PEM.`)
  .refine(
    (value) => value === "" || /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/.test(value),
    "Paste PEM certificates: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----.",
  )
  .transform((value) => value || null);

/** Whether the log is sent from its first entry, or from the entries written after the destination was added. */
const from = z.enum(["start", "now"], "Choose where the stream starts.");

const syslog = z.object({
  kind: z.literal("syslog"),
  name,
  address: z
    .string()
    .trim()
    .max(260, "Enter host:port, such as logs.example.com:6514.")
    .refine(
      (value) => parseHostPort(value) !== null,
      "Enter host:port with a port from 1 to 65535, such as logs.example.com:6514.",
    ),
  caPem,
  from,
});

const https = z.object({
  kind: z.literal("https"),
  name,
  url: z
    .string()
    .trim()
    .max(2048, "Keep the URL under 2,048 characters.")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && !url.username && !url.password;
      } catch {
        return false;
      }
    }, "Enter the full https:// URL, with no user name or password in it."),
  caPem,
  from,
});

/** What the "Add a destination" form sends. */
export const addAuditDestinationSchema = z.discriminatedUnion("kind", [syslog, https], "Choose syslog or HTTPS.");

export const auditDestinationIdSchema = z.object({ id: z.uuid("That destination does not exist.") });
export const auditDestinationPauseSchema = auditDestinationIdSchema.extend({ paused: z.boolean() });
