import type { DefaultSession } from "next-auth";
import type { Role } from "@/lib/auth/roles";

declare module "next-auth" {
  interface User {
    role?: Role;
    sessionId?: string;
  }

  interface Session {
    user: DefaultSession["user"] & { id: string; role: Role; sessionId: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    /** The UserSession row this cookie stands for (lib/auth/user-sessions.ts). */
    sessionId?: string;
  }
}
