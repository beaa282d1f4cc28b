import { z } from "zod";

/** How the connection to the mail server is protected. */
export const mailSecurities = ["starttls", "tls", "none"] as const;
export type MailSecurity = (typeof mailSecurities)[number];

export const mailSecurityLabels: Record<MailSecurity, string> = {
  starttls: "STARTTLS",
  tls: "TLS",
  none: "None",
};

export const mailSecurityHints: Record<MailSecurity, string> = {
  starttls: "Plain connection upgraded to TLS before signing in; refused if the server does not offer it (port 587).",
  tls: "TLS from the first byte (port 465).",
  none: "Nothing encrypted, the password included: only for a relay on a network you trust (port 25).",
};

/** Each security's usual port: the form moves the port along when it still holds the previous one's. */
export const defaultPorts: Record<MailSecurity, number> = { starttls: 587, tls: 465, none: 25 };

/** `Name <address>` or a bare address; no line breaks (it becomes a header). */
const fromPattern = /^(?:([^<>\r\n"]{1,200}?)\s*<([^<>\s]+)>|([^<>\s]+))$/;

/** The address inside a From value, or null when it is not one. */
export function fromAddress(value: string): string | null {
  const match = fromPattern.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  return address && z.email().safeParse(address).success ? address : null;
}

/**
 * A mail server as the Email settings form sends it, for saving and for a test before saving. `password` empty
 * keeps (or, for a test, uses) the saved one, when host and user are the saved ones.
 */
export const mailServerSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, "Enter the mail server's host name.")
    .max(253, "A host name is at most 253 characters.")
    .regex(
      /^(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+$|^\[?[0-9A-Fa-f:.]+\]?$/,
      "A host name or IP address only, no smtp:// or port.",
    ),
  port: z
    .number("Enter a port number.")
    .int("Enter a whole port number.")
    .min(1, "A port is 1 to 65535.")
    .max(65535, "A port is 1 to 65535."),
  security: z.enum(mailSecurities, "Choose STARTTLS, TLS or None."),
  user: z.string().trim().max(256, "A user name is at most 256 characters."),
  password: z.string().max(1024, "A password is at most 1,024 characters."),
  from: z
    .string()
    .trim()
    .max(320, "The From address is at most 320 characters.")
    .refine((value) => fromAddress(value) !== null, "Enter an address such as Screening <screening@example.com>."),
});
