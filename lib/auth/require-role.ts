import "server-only";
import { forbidden } from "next/navigation";
import { hasRole, type Role } from "./roles";
import { currentUser, requireUser } from "./session";

/** For pages: the user if their role allows the page, else the 403 page. */
export async function requireRole(minimum: Role) {
  const user = await requireUser();
  if (!hasRole(user.role, minimum)) forbidden();
  return user;
}

/** For pages: the user if they hold the Compliance permission (a flag, not a role), else the 403 page. */
export async function requireCompliance() {
  const user = await requireUser();
  if (!user.compliance) forbidden();
  return user;
}

/** For pages: the user if they hold the Compliance permission or are an admin, else the 403 page. */
export async function requireComplianceOrAdmin() {
  const user = await requireUser();
  if (!user.compliance && !hasRole(user.role, "admin")) forbidden();
  return user;
}

/**
 * For route handlers (files and downloads): the signed-in user if they hold the Compliance permission (or are an
 * admin, with `orAdmin`), else the JSON answer to send instead: 401 without a session, 403 without the permission.
 */
export async function complianceRouteUser({ orAdmin = false } = {}) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (user.compliance || (orAdmin && hasRole(user.role, "admin"))) return user;
  const who = orAdmin ? "admins and people with the Compliance permission" : "people with the Compliance permission";
  return Response.json({ message: `Only ${who} can see this.` }, { status: 403 });
}
