import { z } from "zod";
import { isTimeZone } from "@/lib/utils/format";

/** What the credentials provider accepts; its messages reach the sign-in form through `invalidInputError`. */
export const credentialsSchema = z.object({
  email: z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase()),
  password: z.string().min(1, "Enter your password"),
  /**
   * The browser's IANA zone, sent by the sign-in form: it becomes the account's zone if the user has not chosen one.
   * Something else (too long, unknown to this runtime) is ignored, never a reason to refuse a sign-in.
   */
  timeZone: z
    .string()
    .max(100)
    .refine((zone) => isTimeZone(zone))
    .optional()
    .catch(undefined),
});
export type Credentials = z.input<typeof credentialsSchema>;
