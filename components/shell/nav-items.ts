import type { Role } from "@/lib/auth/roles";

export interface NavItem {
  href: string;
  label: string;
  /** The least role that may open the page; the server checks it again. */
  minimumRole: Role;
}

export const navItems: NavItem[] = [
  { href: "/", label: "Overview", minimumRole: "recruiter" },
  { href: "/candidates", label: "Candidates", minimumRole: "recruiter" },
  { href: "/problems", label: "Problems", minimumRole: "recruiter" },
  { href: "/assessments", label: "Assessments", minimumRole: "recruiter" },
  { href: "/integrity", label: "Integrity", minimumRole: "recruiter" },
  { href: "/analytics", label: "Analytics", minimumRole: "recruiter" },
  { href: "/bulk", label: "Bulk issue", minimumRole: "admin" },
  { href: "/settings", label: "Settings", minimumRole: "recruiter" },
];
