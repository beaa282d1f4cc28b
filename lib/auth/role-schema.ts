import { z } from "zod";
import { roles } from "./roles";

/** Validates a role sent to the server (forms, actions, the user:create script). */
export const roleSchema = z.enum(roles);
