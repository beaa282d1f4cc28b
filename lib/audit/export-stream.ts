import "server-only";
import { logger } from "@/lib/logging/logger";
import type { AuditFilters } from "./audit-filters";
import { exportEntry, exportPreamble, type AuditExportFormat } from "./export-format";
import { iterateAudit } from "./iterate-audit";

/**
 * The export as a byte stream pulled batch by batch as the client reads (keyset pages of iterateAudit), so a log of
 * any size is never held in memory; a client that goes away stops the reading.
 */
export function auditExportStream(format: AuditExportFormat, filters: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = iterateAudit(filters);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const preamble = exportPreamble(format);
        if (preamble) controller.enqueue(encoder.encode(preamble));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value.map((row) => exportEntry(format, row)).join("")));
        } catch (error) {
          logger.error({ err: error, format }, "audit export failed");
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // One batch ahead at most: the reader's pace sets the database's.
    { highWaterMark: 1 },
  );
}
