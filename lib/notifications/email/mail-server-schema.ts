import { z } from "zod";
import { mailSecurities } from "./mail-security";

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
