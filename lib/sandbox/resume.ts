import { strFromU8, Unzip, UnzipInflate } from "fflate";
import { limits } from "@/lib/api-contract/limits";
import { ReadingBudget, ResumeRefused } from "./resume-budget";
import { extractPdfText, MAX_TEXT_CHARS } from "./resume-pdf-text";

export type ResumeKind = "pdf" | "doc" | "docx";
export type ResumeInspection = { ok: true; kind: ResumeKind } | { ok: false; reason: string };

const labels: Record<ResumeKind, string> = {
  pdf: "a PDF",
  doc: "a Word 97-2003 (DOC) document",
  docx: "a Word (DOCX) document",
};
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) => magic.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16le = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Compressed bytes handed to the inflater at a time: Deflate expands at most about 1,032 times, so one push yields
 * at most a few MB before the running count is looked at again.
 */
const PUSH_BYTES = 4 * 1024;

/**
 * Walks a ZIP archive front to back (local headers, as the bytes come), inflating only the entry `name`, if any, in
 * small pushes with a running count charged to `budget`. The sizes the archive declares are never believed.
 * `undefined` when the archive has no such entry; throws on a damaged archive or past the budget.
 */
function unzipEntry(bytes: Uint8Array, name: string, budget: ReadingBudget | null): Uint8Array | undefined {
  const chunks: Uint8Array[] = [];
  let found = false;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    budget?.work();
    if (file.name !== name || found) return;
    found = true;
    if (!budget) return;
    file.ondata = (error, chunk) => {
      if (failure) return;
      try {
        if (error) throw error;
        budget.inflate(chunk.length);
        chunks.push(chunk);
      } catch (caught) {
        failure = caught;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure && !(found && !budget); at += PUSH_BYTES)
    unzip.push(bytes.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= bytes.length);
  if (failure) throw failure;
  if (!found) return undefined;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** What the bytes are, whatever the file is called; a string says why it is none of the accepted kinds. */
function sniff(bytes: Uint8Array): ResumeKind | { other: string } {
  // Readers accept a PDF header anywhere in the first 1 KB, after junk some generators prepend.
  if (contains(bytes.subarray(0, 1024), ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ole)) {
    // The OLE container also holds Excel, PowerPoint and Outlook files; only reject on clear evidence.
    const word = contains(bytes, utf16le("WordDocument"));
    if (!word && contains(bytes, utf16le("Workbook"))) return { other: "an Excel spreadsheet" };
    if (!word && contains(bytes, utf16le("PowerPoint Document"))) return { other: "a PowerPoint presentation" };
    return "doc";
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      // Only whether the entry is there: nothing is inflated to recognise the file.
      if (unzipEntry(bytes, "word/document.xml", null)) return "docx";
      return { other: "a ZIP archive without a Word document inside" };
    } catch {
      return { other: "a damaged ZIP archive" };
    }
  }
  return { other: "not a PDF, DOC or DOCX file" };
}

// Rounded up, so a file just over the limit never reads as "10 MB; the limit is 10 MB".
const megabytes = (n: number) => `${(Math.ceil((n / (1024 * 1024)) * 10) / 10).toString()} MB`;

/**
 * Checks one resume upload for Scout (spec 4.14): a non-empty PDF, DOC or DOCX within the size limit whose
 * content really is what its extension says. Reasons are written for the person who chose the file.
 */
export function inspectResume(bytes: Uint8Array, filename: string): ResumeInspection {
  const name = filename.trim() || "The file";
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension !== "pdf" && extension !== "doc" && extension !== "docx") {
    return { ok: false, reason: `${name} is not a resume format Scout accepts; upload a PDF, DOC or DOCX file.` };
  }
  if (bytes.length === 0) return { ok: false, reason: `${name} is empty.` };
  const max = limits.scout.maxResumeBytes;
  if (bytes.length > max)
    return {
      ok: false,
      reason: `${name} is too large (${megabytes(bytes.length)}); each resume may be at most ${megabytes(max)}.`,
    };
  const kind = sniff(bytes);
  if (typeof kind !== "string")
    return { ok: false, reason: `${name} is named like ${labels[extension]}, but its content is ${kind.other}.` };
  if (kind !== extension)
    return {
      ok: false,
      reason: `${name} is named like ${labels[extension]}, but its content is ${labels[kind]}. Rename it or export it again.`,
    };
  return { ok: true, kind };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeEntities = (text: string, budget: ReadingBudget) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    budget.work();
    if (code[0] === "#")
      return String.fromCodePoint(
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return entities[code] ?? whole;
  });

/** The text between the tags, with tabs, breaks and paragraph ends kept: one pass, linear in the XML's length. */
function textOfXml(xml: string, budget: ReadingBudget): string {
  let out = "";
  let at = 0;
  while (at < xml.length && out.length < MAX_TEXT_CHARS) {
    const open = xml.indexOf("<", at);
    if (open < 0) {
      out += xml.slice(at);
      break;
    }
    out += xml.slice(at, open);
    budget.work();
    const close = xml.indexOf(">", open);
    if (close < 0) break;
    const tag = xml.slice(open + 1, close);
    if (/^w:tab\s*\/$/.test(tag)) out += "\t";
    else if (/^w:(br|cr)\b/.test(tag) || tag === "/w:p") out += "\n";
    at = close + 1;
  }
  return out.slice(0, MAX_TEXT_CHARS);
}

function docxText(bytes: Uint8Array, budget: ReadingBudget): string {
  const xml = unzipEntry(bytes, "word/document.xml", budget);
  return xml ? decodeEntities(textOfXml(strFromU8(xml), budget), budget) : "";
}

/** Line ends without their trailing spaces and tabs: a scan from each line's end (a regex here was quadratic). */
function trimLineEnds(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      let end = line.length;
      while (end > 0 && (line[end - 1] === " " || line[end - 1] === "\t")) end--;
      return line.slice(0, end);
    })
    .join("\n");
}

// Stream and property names of the OLE container, not document text.
const oleNoise =
  /^(Root Entry|WordDocument|[01]Table|Data|CompObj|ObjectPool|SummaryInformation|DocumentSummaryInformation|Microsoft Word.*|MSWordDoc|Word\.Document\.\d+|Normal(\.dot)?|Times New Roman|Symbol|Arial|Calibri)$/;

/**
 * Word 97 stores text as 8-bit or UTF-16LE runs; keep readable runs from both views. Only alphabetic
 * scripts count, because 8-bit text read as UTF-16 turns into plausible-looking CJK.
 */
function docText(bytes: Uint8Array): string {
  const runs: string[] = [];
  const collect = (text: string) => {
    for (const run of text.match(/[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{Zs}@+]{4,}/gu) ??
      []) {
      const trimmed = run.trim();
      if (trimmed.length >= 4 && /\p{L}{2}/u.test(trimmed) && !oleNoise.test(trimmed)) runs.push(trimmed);
    }
  };
  collect(
    Buffer.from(bytes)
      .toString("latin1")
      .replace(/[\u0080-\u009f]/g, "\u0000"),
  );
  collect(Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))).toString("utf16le"));
  return [...new Set(runs)].join("\n");
}

/**
 * Best-effort plain text of a resume already recognised by {@link inspectResume}; "" when nothing is readable.
 * Throws {@link ResumeRefused} when reading it would cost more than `budget` allows. Synchronous and CPU-bound:
 * the server calls it only in the resume readers' worker pool (read-resumes.ts), never on its own thread.
 */
export function extractResumeText(bytes: Uint8Array, kind: ResumeKind, budget = new ReadingBudget()): string {
  let text: string;
  try {
    text = kind === "pdf" ? extractPdfText(bytes, budget) : kind === "docx" ? docxText(bytes, budget) : docText(bytes);
  } catch (error) {
    if (error instanceof ResumeRefused) throw error;
    return "";
  }
  return trimLineEnds(text.slice(0, MAX_TEXT_CHARS).replace(/\r\n?/g, "\n"))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
