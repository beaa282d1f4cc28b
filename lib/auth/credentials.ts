import { z } from "zod";

/** What the credentials provider accepts; its messages reach the sign-in form through `invalidInputError`. */
export const credentialsSchema = z.object({
  email: z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase()),
  password: z.string().min(1, "Enter your password"),
});
export type Credentials = z.input<typeof credentialsSchema>;
