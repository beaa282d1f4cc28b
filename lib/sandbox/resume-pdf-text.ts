import { Unzlib } from "fflate";
import { ReadingBudget, ResumeRefused } from "./resume-budget";

/**
 * Best-effort text of a PDF without a PDF library: inflate the content streams and collect the strings
 * shown by the text operators (Tj, TJ, ', "). Good enough for simple resumes and for the sandbox's own
 * reports; text in CID fonts without a readable encoding is not recovered.
 */

// Bytes 0x80–0x9F of WinAnsiEncoding, which differ from Latin-1 (the standard fonts use WinAnsi).
const winAnsiHigh = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeBytes(bytes: number[]): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let out = "";
    for (let i = 2; i + 1 < bytes.length; i += 2)
      out += String.fromCharCode(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
    return out;
  }
  return bytes.map((b) => (b >= 0x80 && b <= 0x9f ? (winAnsiHigh[b - 0x80] ?? "") : String.fromCharCode(b))).join("");
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, "(": 40, ")": 41, "\\": 92 };

/** Reads a literal string starting after "(" at `start`; returns its bytes and the index after ")". */
function readLiteral(src: string, start: number): [number[], number] {
  const bytes: number[] = [];
  let depth = 1;
  let i = start;
  while (i < src.length) {
    const c = src[i] ?? "";
    if (c === "\\") {
      const next = src[i + 1] ?? "";
      const octal = /^[0-7]{1,3}/.exec(src.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        i += 1 + octal[0].length;
        continue;
      }
      if (escapes[next] !== undefined) bytes.push(escapes[next]);
      i += next === "\r" && src[i + 2] === "\n" ? 3 : 2;
      continue;
    }
    if (c === "(") depth++;
    if (c === ")" && --depth === 0) return [bytes, i + 1];
    bytes.push(c.charCodeAt(0) & 0xff);
    i++;
  }
  return [bytes, i];
}

function readHex(src: string, start: number): [number[], number] {
  const end = src.indexOf(">", start);
  const hex = src.slice(start, end < 0 ? src.length : end).replace(/[^0-9a-fA-F]/g, "");
  const padded = hex.length % 2 ? `${hex}0` : hex;
  const bytes = padded.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  return [bytes, end < 0 ? src.length : end + 1];
}

/** Walks a content stream, keeping strings as operands and emitting them when a show-text operator comes. */
function textOfContent(src: string, budget: ReadingBudget): string {
  let out = "";
  // Positioning operators come in bunches; one line break per bunch, never a blank line.
  const newline = () => {
    if (out && !out.endsWith("\n")) out += "\n";
  };
  let operands: string[] = [];
  let numbers: number[] = [];
  let array: string[] | null = null;
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? "";
    if (c === "(" || (c === "<" && src[i + 1] !== "<")) {
      budget.work();
      const [bytes, next] = c === "(" ? readLiteral(src, i + 1) : readHex(src, i + 1);
      const text = decodeBytes(bytes);
      if (array) array.push(text);
      else operands.push(text);
      i = next;
    } else if (c === "[") {
      array = [];
      i++;
    } else if (c === "]") {
      operands.push((array ?? []).join(""));
      array = null;
      i++;
    } else if (c === "%") {
      while (i < src.length && src[i] !== "\n" && src[i] !== "\r") i++;
    } else if (/\s/.test(c) || c === "<" || c === ">" || c === "{" || c === "}") {
      i++;
    } else {
      budget.work();
      const token = /^[^\s()<>[\]{}/%]+|^\/[^\s()<>[\]{}/%]*/.exec(src.slice(i, i + 64))?.[0] ?? c;
      i += token.length;
      const value = Number(token);
      if (!Number.isNaN(value)) {
        // A large negative kerning inside a TJ array is how many PDFs encode a word space.
        if (array && value < -180) array.push(" ");
        else if (!array) numbers.push(value);
        continue;
      }
      if (token.startsWith("/")) continue;
      if (token === "Tj" || token === "TJ") out += operands.join("");
      else if (token === "'" || token === '"') {
        newline();
        out += operands.join("");
      } else if (token === "T*" || token === "ET" || token === "Tm") newline();
      else if ((token === "Td" || token === "TD") && numbers[numbers.length - 1] !== 0) newline();
      operands = [];
      numbers = [];
    }
  }
  return out;
}

/** Text beyond this is not read: no resume is longer, and it bounds the work of a hostile file. */
export const MAX_TEXT_CHARS = 1024 * 1024;
/** How far before a stream its dictionary is looked for (`… obj << … >> stream`). */
const MAX_DICTIONARY_CHARS = 4096;

/** Compressed bytes handed to the inflater at a time, so the running count is looked at every few MB at most. */
const PUSH_BYTES = 4 * 1024;

/**
 * A Flate stream inflated in small pushes, every output chunk charged to the budget as it comes, whether or not the
 * stream later proves damaged or yields any text; a damaged stream keeps what inflated before the damage, as
 * readers do.
 */
function inflate(data: Uint8Array, budget: ReadingBudget): Buffer {
  const chunks: Uint8Array[] = [];
  const inflater = new Unzlib((chunk) => {
    budget.inflate(chunk.length);
    chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length; at += PUSH_BYTES)
      inflater.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length);
  } catch (error) {
    if (error instanceof ResumeRefused) throw error;
  }
  return Buffer.concat(chunks);
}

/**
 * Text of every content stream, in file order, with runs of blank lines collapsed. Every inflated byte and every
 * token is charged to `budget`, which throws {@link ResumeRefused} at its first limit.
 */
export function extractPdfText(bytes: Uint8Array, budget = new ReadingBudget()): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const parts: string[] = [];
  let length = 0;
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  let previousEnd = 0;
  while (length < MAX_TEXT_CHARS && (match = streamStart.exec(raw))) {
    if (raw.slice(Math.max(0, match.index - 3), match.index) === "end") continue;
    budget.work();
    const begin = match.index + match[0].length;
    const end = raw.indexOf("endstream", begin);
    if (end < 0) break;
    // Looked for only between the previous stream and this one, and not far: a scan back over text another stream
    // already covered, for each of many streams, is quadratic.
    const before = raw.slice(Math.max(previousEnd, match.index - MAX_DICTIONARY_CHARS), match.index);
    const dict = before.slice(Math.max(0, before.lastIndexOf("obj")));
    const data = Buffer.from(raw.slice(begin, end), "latin1");
    streamStart.lastIndex = previousEnd = end + 9;
    if (/\/(Subtype\s*\/Image|Type\s*\/(XRef|ObjStm|Metadata)|Length[123]\b)/.test(dict)) continue;
    const filtered = /\/Filter/.test(dict);
    if (filtered && !/\/FlateDecode/.test(dict)) continue;
    const content = filtered ? inflate(data, budget) : data;
    if (content.length) {
      const text = textOfContent(content.toString("latin1"), budget);
      parts.push(text);
      length += text.length;
    }
  }
  return parts
    .join("\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
