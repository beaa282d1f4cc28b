import { z } from "zod";

/** Sign-in form and the credentials provider share this schema. */
export const credentialsSchema = z.object({
  email: z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase()),
  password: z.string().min(1, "Enter your password"),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** The error a throttled sign-in reports to the form, followed by `:<seconds to wait>`. */
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";
