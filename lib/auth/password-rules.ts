import { z } from "zod";

/** One rule for every password the dashboard sets: the forms, the server actions and `npm run user:create`. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);
