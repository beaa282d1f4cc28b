import "server-only";
import type PgBoss from "pg-boss";

/** What enqueue accepts as a transaction: Prisma's interactive transaction client, or anything with its raw query. */
export interface SqlExecutor {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * pg-boss runs its SQL through any `{ executeSql }`: this one runs it in the caller's Prisma transaction, so a
 * job is enqueued exactly when the change that causes it commits (the transactional outbox). Plain objects
 * (payloads) are sent as JSON text: pg-boss casts them to jsonb, and Prisma's driver adapter binds text.
 */
export function transactionExecutor(tx: SqlExecutor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const bound = values.map((value) =>
        value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value,
      );
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...bound);
      return { rows };
    },
  };
}
