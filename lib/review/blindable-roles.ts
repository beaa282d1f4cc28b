/** The roles blind review can apply to; admins always see who a candidate is. Without zod: the settings form imports it. */
export const blindableRoles = ["recruiter", "manager"] as const;
