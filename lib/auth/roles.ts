/**
 * Roles of ARCHITECTURE.md; `manager` is the hiring manager. Plain values, no zod: the navigation imports
 * this in the browser, and zod would add ~30 kB to every page (see lib/auth/role-schema.ts for validation).
 */
export const roles = ["recruiter", "manager", "admin"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { recruiter: "Recruiter", manager: "Hiring manager", admin: "Admin" };

const rank: Record<Role, number> = { recruiter: 0, manager: 1, admin: 2 };

/** True when `role` may do what `minimum` may do. */
export const hasRole = (role: Role, minimum: Role) => rank[role] >= rank[minimum];
