import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "./generated/client";

const globalForPrisma = globalThis as { prisma?: PrismaClient };

/** One client per process; the global survives dev hot reloads, which re-evaluate modules. */
function instance(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start` (embedded Postgres) or set DATABASE_URL.");
  }
  globalForPrisma.prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL, max: 10 }) });
  return globalForPrisma.prisma;
}

/**
 * The Prisma client, connected on first use rather than at import, so `next build` can load route modules
 * without a database.
 */
export const db = new Proxy({} as PrismaClient, {
  get(_, property) {
    const client = instance();
    const value = Reflect.get(client, property);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
