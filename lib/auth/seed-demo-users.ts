import "server-only";
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD, demoUsers } from "./demo-users";
import { hashPassword } from "./passwords";

/**
 * Creates the sandbox's demo users if missing; leaves existing accounts (and their roles) alone. The password
 * is hashed only when someone is missing: bcrypt at cost 12 would otherwise add ~0.6 s to every start.
 */
export async function seedDemoUsers() {
  const existing = await db.user.findMany({
    where: { email: { in: demoUsers.map((u) => u.email) } },
    select: { email: true },
  });
  const missing = demoUsers.filter((u) => !existing.some((e) => e.email === u.email));
  if (!missing.length) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.user.createMany({
    data: missing.map((u) => ({ email: u.email, name: u.name, role: u.role, passwordHash })),
    skipDuplicates: true,
  });
}
