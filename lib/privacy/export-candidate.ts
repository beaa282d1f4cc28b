import "server-only";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { logger } from "@/lib/logging/logger";
import type { ScreeningApi } from "@/lib/screening-api";
import { appendixRows } from "./export-columns";
import { resultsPdfPath } from "./export-contents";
import { buildExportDocument } from "./export-document";
import { renderExportDocument } from "./export-document-html";
import { readReferences } from "./export-references";
import { toCsv, toJson } from "./export-files";
import { gatherSubjects } from "./gather-subjects";
import { readRetentionSettings } from "./retention-settings";
import { serviceCopyText } from "./service-copy";
import { subjectRows } from "./subject-rows";

type Row = Record<string, unknown>;

export interface CandidateExport {
  /** Rows per table, for the audit entry. */
  counts: Record<string, number>;
  stream: ReadableStream<Uint8Array>;
}

const readme = (candidateId: string, counts: Record<string, number>, pdfs: number) =>
  [
    `Everything this screening dashboard holds on candidate ${candidateId}, exported ${new Date().toISOString()}.`,
    "",
    "index.html: start here. What is held about them in plain words: who, what, where it came from, what was",
    "decided and when it will be erased, with a list of the files below. Open it in any browser; it loads nothing.",
    "",
    "data/<table>.json and data/<table>.csv: every row of each dashboard table that refers to them (by their id, their",
    "screens, their email or ATS ids, or naming them in free text): the copy of their record and screens, results,",
    "the team's notes, tags, decisions and verdicts, IP reports, Scout runs, import rows, share links, ATS and",
    "webhook bodies, notifications and audit entries. Columns that only serve the dashboard's own workings (search",
    "and sort keys, hashes, the service's answer verbatim beside the columns that hold it) are left out. Rows per table:",
    ...Object.entries(counts).map(([table, n]) => `  ${table}: ${n}`),
    pdfs ? `results/<screen>.pdf: the results report of each completed screen (${pdfs}).` : "",
    "",
    serviceCopyText,
    "",
  ].join("\n");

/**
 * The subject access export: a readable index.html first (export-document.ts), then one JSON and one CSV per table
 * without the internal columns (export-columns.ts), and the results' PDFs, read from the service as the results page
 * does; streamed as it is written. Refuses a candidate the dashboard holds nothing on.
 */
export async function exportCandidate(candidateId: string, api: ScreeningApi): Promise<CandidateExport> {
  const { tables, references } = await db.$transaction(
    async (tx) => {
      const rows = await subjectRows(tx, await gatherSubjects(tx, [candidateId]));
      return { tables: rows, references: await readReferences(tx, rows) };
    },
    { isolationLevel: "RepeatableRead", timeout: 60_000 },
  );
  if (!Object.keys(tables).length) throw new DomainError("The dashboard holds nothing on this candidate.");
  const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
  const completed = (tables.result_snapshot ?? []).map((r: Row) => String(r.interviewId));
  const index = renderExportDocument(
    buildExportDocument({
      candidateId,
      tables,
      ...references,
      retention: await readRetentionSettings(),
      pdfs: completed,
      now: new Date(),
    }),
  );
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (name: string, text: string) => {
        const file = new ZipDeflate(name, { level: 6 });
        zip.add(file);
        file.push(strToU8(text), true);
      };
      try {
        add("index.html", index);
        add("README.txt", readme(candidateId, counts, completed.length));
        for (const [table, rows] of Object.entries(tables)) {
          const shown = appendixRows(table, rows);
          add(`data/${table}.json`, toJson(shown));
          add(`data/${table}.csv`, toCsv(shown));
        }
        for (const interviewId of completed) await addPdf(zip, add, api, interviewId);
        zip.end();
      } catch (error) {
        logger.error({ err: error, candidateId }, "candidate export failed");
        controller.error(error);
      }
    },
  });
  return { counts, stream };
}

/** One result's PDF, streamed from the service into the archive; a failure is written down instead. */
async function addPdf(zip: Zip, add: (name: string, text: string) => void, api: ScreeningApi, interviewId: string) {
  const name = resultsPdfPath(interviewId);
  try {
    const pdf = await api.results.pdf(interviewId);
    const file = new ZipPassThrough(name);
    zip.add(file);
    const reader = pdf.stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      file.push(value);
    }
    file.push(new Uint8Array(0), true);
  } catch (error) {
    add(`${name}.txt`, `The service did not return this result's PDF: ${String(error)}`);
  }
}
