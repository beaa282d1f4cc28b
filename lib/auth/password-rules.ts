import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-limits";

export { PASSWORD_MAX, PASSWORD_MIN };

/** One rule for every password the dashboard sets: the forms, the server actions and `npm run user:create`. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);
