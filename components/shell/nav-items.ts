import { hasRole, type Role } from "@/lib/auth/roles";

export interface NavItem {
  href: string;
  label: string;
  /** The least role that may open the page; the server checks it again. */
  minimumRole: Role;
  /** Shown only to people with the Compliance permission (a flag beside the role); the server checks it again. */
  compliance?: true;
  /** The count shown beside it, of what the layout counts for the reader (lib/inbox/count-waiting.ts). */
  count?: NavCount;
}

/** The counts the navigation shows; the layout reads each once per request. */
export type NavCount = "waiting";
export type NavCounts = Partial<Record<NavCount, number>>;

/** The items a person sees: their role allows the page, and a compliance page only with the permission. */
export const visibleNavItems = (role: Role, compliance: boolean) =>
  navItems.filter((item) => hasRole(role, item.minimumRole) && (!item.compliance || compliance));

export const navItems: NavItem[] = [
  { href: "/", label: "Overview", minimumRole: "recruiter" },
  { href: "/inbox", label: "Waiting for you", minimumRole: "recruiter", count: "waiting" },
  { href: "/candidates", label: "Candidates", minimumRole: "recruiter" },
  { href: "/problems", label: "Problems", minimumRole: "recruiter" },
  { href: "/assessments", label: "Assessments", minimumRole: "recruiter" },
  { href: "/integrity", label: "Integrity", minimumRole: "recruiter" },
  { href: "/analytics", label: "Analytics", minimumRole: "recruiter" },
  { href: "/analytics/fairness", label: "Fairness", minimumRole: "recruiter", compliance: true },
  { href: "/bulk", label: "Bulk issue", minimumRole: "admin" },
  { href: "/settings", label: "Settings", minimumRole: "recruiter" },
];
