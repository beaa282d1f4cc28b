import "server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/logging/logger";

/**
 * Brings the planner's statistics up to date after the first copy: the tables filled from empty are otherwise
 * planned as nearly empty until autovacuum analyzes them, a minute or more later. Measured right after a first
 * sync of 100,000 candidates, a search matching all of them was planned for one row and took 900 ms. The copy is
 * complete either way: a failure here is logged, never the run's.
 */
export async function analyzeCopy() {
  try {
    await db.$executeRaw`ANALYZE mirror_candidate, mirror_candidate_screens, mirror_screen, result_snapshot`;
  } catch (error) {
    logger.warn({ err: error }, "sync: could not analyze the first copy; autovacuum will");
  }
}
