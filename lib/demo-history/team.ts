import "server-only";
import { db } from "@/lib/db/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import { demoUsers } from "@/lib/auth/demo-users";
import { reviewers, type Reviewer } from "./habits";

/** The demo users who make the history, by role. */
export type Team = Record<Reviewer, AuditActor>;

/** The three demo users (lib/auth/demo-users.ts), active; null when one of them is missing or disabled. */
export async function readTeam(): Promise<Team | null> {
  const users = await db.user.findMany({
    where: { email: { in: demoUsers.map((u) => u.email) }, disabledAt: null },
    select: { id: true, email: true },
  });
  const team: Partial<Team> = {};
  for (const reviewer of reviewers) {
    const email = demoUsers.find((u) => u.role === reviewer)?.email;
    const user = users.find((u) => u.email === email);
    if (!user) return null;
    team[reviewer] = user;
  }
  return team as Team;
}
