import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { poolShare } from "./pool-share";
import { PrismaClient } from "./generated/client";

const globalForPrisma = globalThis as { prisma?: PrismaClient };

/** One client per process; the global survives dev hot reloads, which re-evaluate modules. */
function instance(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start` (embedded Postgres) or set DATABASE_URL.");
  }
  globalForPrisma.prisma = new PrismaClient({
    adapter: new PrismaPg({
      connectionString: env.DATABASE_URL,
      // Named in pg_stat_activity beside the job engine's "jobs" and the LISTENs' "jobs-wake" and "live-updates".
      application_name: "dashboard",
      max: poolShare(env.DATABASE_POOL_SIZE, env.SERVER_PROCESSES),
    }),
    // A transaction waits up to 15 s for a pooled connection (Prisma's default is 2 s): a burst such as 100 ATS web
    // hooks at once queues for the pool instead of answering some of them 500 on a loaded machine.
    transactionOptions: { maxWait: 15_000, timeout: 15_000 },
  });
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
