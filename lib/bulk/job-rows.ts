import "server-only";
import { db } from "@/lib/db/client";
import type { JobRowView } from "./job-view";
import type { RowState } from "./job-schemas";

const select = {
  id: true,
  position: true,
  candidateId: true,
  name: true,
  email: true,
  state: true,
  interviewId: true,
  message: true,
  inputLine: true,
  integrationSource: true,
  externalId: true,
} as const;

/** One page of a job's rows in roster order, optionally of one state. */
export async function listJobRows(
  jobId: string,
  { state, page, pageSize }: { state?: RowState; page: number; pageSize: number },
) {
  const where = { jobId, ...(state ? { state } : {}) };
  const [rows, total] = await Promise.all([
    db.bulkJobRow.findMany({
      where,
      select,
      orderBy: { position: "asc" },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.bulkJobRow.count({ where }),
  ]);
  return { rows: rows satisfies JobRowView[], total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every row of a job in roster order, `batch` at a time, for streaming the export without holding it all. */
export async function* iterateJobRows(jobId: string, batch = 1000): AsyncGenerator<JobRowView[]> {
  let after = -1;
  for (;;) {
    const rows = await db.bulkJobRow.findMany({
      where: { jobId, position: { gt: after } },
      select,
      orderBy: { position: "asc" },
      take: batch,
    });
    if (!rows.length) return;
    yield rows;
    after = rows.at(-1)!.position;
    if (rows.length < batch) return;
  }
}
