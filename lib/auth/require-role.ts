import "server-only";
import { forbidden } from "next/navigation";
import { hasRole, type Role } from "./roles";
import { requireUser } from "./session";

/** For pages: the user if their role allows the page, else the 403 page. */
export async function requireRole(minimum: Role) {
  const user = await requireUser();
  if (!hasRole(user.role, minimum)) forbidden();
  return user;
}
