import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";

/**
 * Resumes built to make a careless extractor slow or hungry, each small to upload: what two security reviews sent
 * through the Scout form. Built in memory by the tests (nothing of this size is committed). `refused` says whether
 * reading it must stop at a limit of `lib/sandbox/resume-budget.ts` rather than yield text.
 */
export interface HostileResume {
  name: string;
  what: string;
  bytes: Uint8Array;
  refused: boolean;
}

const docx = (documentXml: string) =>
  zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(documentXml) }, { level: 9 });
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** Raw Deflate of `total` bytes of `fill`, made by flushing one block of it many times (never held whole). */
function deflatedRepeat(fill: string, total: number, raw: boolean): Buffer {
  const block = Buffer.alloc(1024 * 1024, fill);
  const times = Math.ceil(total / block.length);
  // Each block alone, then the same compressed bytes repeated: a full flush makes every block independent.
  const one = deflateRawSync(block, { level: 1, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  const body = Buffer.concat([...Array.from({ length: times }, () => one), end]);
  if (raw) return body;
  // zlib framing around the raw stream; the Adler-32 is not checked by a reader that stops at a limit.
  return Buffer.concat([Buffer.from([0x78, 0x01]), body, Buffer.alloc(4)]);
}

/** A one-entry ZIP whose headers declare `declared` bytes for an entry that really inflates to far more. */
function zipLyingAboutSize(name: string, deflated: Buffer, declared: number): Uint8Array {
  const nameBytes = Buffer.from(name, "latin1");
  const crc = crc32(Buffer.alloc(0));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralAt = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]));
}

/** A PDF of `count` Flate content streams, each the same compressed bytes. */
function pdfOfStreams(stream: Buffer, count: number): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  for (let i = 1; i <= count; i++)
    parts.push(
      Buffer.from(`${i} 0 obj << /Filter /FlateDecode /Length ${stream.length} >> stream\n`, "latin1"),
      stream,
      Buffer.from("\nendstream endobj\n", "latin1"),
    );
  parts.push(Buffer.from("%%EOF\n", "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

export function hostileResumes(): HostileResume[] {
  const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
  const spaces = deflatedRepeat(" ", 8 * 1024 * 1024, false);
  const numbers = deflateSync(Buffer.from("1 ".repeat(4 * 1024 * 1024), "latin1"), { level: 9 });
  return [
    {
      name: "spaces.docx",
      what: "a DOCX holding 1 MB of spaces after a word",
      bytes: docx(
        `<w:document><w:body><w:p><w:r><w:t>Ada${" ".repeat(1024 * 1024)}x</w:t></w:r></w:p></w:body></w:document>`,
      ),
      refused: false,
    },
    {
      name: "open-tags.docx",
      what: "a DOCX holding 1 MB of unclosed tags",
      bytes: docx(`<w:document>${"<".repeat(1024 * 1024)}`),
      refused: false,
    },
    {
      name: "streams.pdf",
      what: "a 1 MB PDF of stream markers without objects",
      bytes: latin1(`%PDF-1.4\n${"stream\nendstream\n".repeat(64 * 1024)}`),
      refused: false,
    },
    {
      name: "bomb.pdf",
      what: `a PDF whose ${Math.round(bomb.length / 1024)} KB stream inflates to 64 MB`,
      bytes: pdfOfStreams(bomb, 1),
      refused: true,
    },
    {
      name: "many-spaces.pdf",
      what: `a PDF of 127 Flate streams of ${Math.round(spaces.length / 1024)} KB, each inflating to 8 MB of spaces`,
      bytes: pdfOfStreams(spaces, 127),
      refused: true,
    },
    {
      name: "lying-size.docx",
      what: "a DOCX whose document.xml declares 1,000 bytes and inflates to 1 GB",
      bytes: zipLyingAboutSize("word/document.xml", deflatedRepeat(" ", 1024 * 1024 * 1024, true), 1000),
      refused: true,
    },
    {
      name: "entities.docx",
      what: "a DOCX of 16 MB of &amp;",
      bytes: docx(
        `<w:document><w:body><w:p><w:r><w:t>${"&amp;".repeat((16 * 1024 * 1024) / 5)}</w:t></w:r></w:p></w:body></w:document>`,
      ),
      refused: false,
    },
    {
      name: "numbers.pdf",
      what: `a PDF of 1,000 Flate streams of ${Math.round(numbers.length / 1024)} KB, each inflating to 4 million number tokens`,
      bytes: pdfOfStreams(numbers, 1000),
      refused: true,
    },
  ];
}
