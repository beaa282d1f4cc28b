import type { Role } from "./roles";

/** The sandbox's demo sign-ins (ARCHITECTURE.md). They exist only in sandbox mode. */
export const DEMO_PASSWORD = "sandbox";

export const demoUsers: Array<{ email: string; name: string; role: Role; label: string }> = [
  { email: "admin@sandbox.test", name: "Ada Admin", role: "admin", label: "Admin" },
  { email: "manager@sandbox.test", name: "Maya Manager", role: "manager", label: "Hiring manager" },
  { email: "recruiter@sandbox.test", name: "Rui Recruiter", role: "recruiter", label: "Recruiter" },
];
