import "server-only";
import type PgBoss from "pg-boss";
import { jobsSchema } from "./engine";

/** A unique index of the queue's policy refused the job's state: another copy of it already waits. */
const UNIQUE_VIOLATION = "23505";

/**
 * Puts a job this instance is running back in the queue, due now, as if it had never started: another instance
 * takes it at its next poll instead of after its expiry, and the attempt does not count against its retries
 * (pg-boss counts an attempt when it fetches a job that has `started_on`). Under a policy that keeps one waiting
 * job per key ("short", "stately"), a copy may already wait: the job then waits as a retry, due now. Returns false
 * when it could not be handed back (it was no longer active here, or its policy refused both): expiry covers it.
 */
export async function handBackJob(boss: PgBoss, name: string, id: string): Promise<boolean> {
  const db = boss.getDb();
  const attempt = async (sql: string) => {
    try {
      const { rows } = await db.executeSql(`${sql} RETURNING id`, [name, id]);
      return rows.length > 0;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  };
  const where = `WHERE name = $1 AND id = $2 AND state = 'active'`;
  return (
    (await attempt(
      `UPDATE ${jobsSchema}.job SET state = 'created', started_on = NULL, start_after = now() ${where}`,
    )) || (await attempt(`UPDATE ${jobsSchema}.job SET state = 'retry', start_after = now() ${where}`))
  );
}
