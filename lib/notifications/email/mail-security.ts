/*
 * What the Email settings form shows of a mail server's security, without zod: the form's page loads this with
 * itself, and the schema (mail-server-schema.ts, zod) only on its first check.
 */

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
