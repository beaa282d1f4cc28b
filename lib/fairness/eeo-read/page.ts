import "server-only";
import type { OpenConnection } from "@/lib/ats/adapter";
import type { EeoRead, Prisma } from "@/lib/db/generated/client";
import type { EeoReadCounts } from "./schema";

/** What one page of a read did: where the next goes on, whether the run is done, and what to add to its counts. */
export interface EeoStep {
  cursor: Prisma.InputJsonValue | null;
  finished: boolean;
  counts: Partial<EeoReadCounts>;
}

export interface EeoPageContext {
  run: EeoRead;
  connection: OpenConnection;
  pageSize: number;
  /** True once the slice should end (its time is up, or the instance stops): stop after the current item. */
  shouldStop: () => boolean;
}

export type EeoPageReader = (context: EeoPageContext) => Promise<EeoStep>;

/** Refusals no retry will cure (a key without the permission): the run fails with this message. */
export class EeoReadRefused extends Error {}
