import { deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";

/**
 * Resumes built to make a careless extractor slow or hungry, each small to upload: what a security review sent
 * through the Scout form. Shared by the extractor's unit test and the reliability suite's server check.
 */
export interface HostileResume {
  name: string;
  what: string;
  bytes: Uint8Array;
}

const docx = (documentXml: string) =>
  zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(documentXml) }, { level: 9 });
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

export function hostileResumes(): HostileResume[] {
  const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
  return [
    {
      name: "spaces.docx",
      what: "a DOCX holding 1 MB of spaces after a word",
      bytes: docx(
        `<w:document><w:body><w:p><w:r><w:t>Ada${" ".repeat(1024 * 1024)}x</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
    {
      name: "open-tags.docx",
      what: "a DOCX holding 1 MB of unclosed tags",
      bytes: docx(`<w:document>${"<".repeat(1024 * 1024)}`),
    },
    {
      name: "streams.pdf",
      what: "a 1 MB PDF of stream markers without objects",
      bytes: latin1(`%PDF-1.4\n${"stream\nendstream\n".repeat(64 * 1024)}`),
    },
    {
      name: "bomb.pdf",
      what: `a PDF whose ${Math.round(bomb.length / 1024)} KB stream inflates to 64 MB`,
      bytes: new Uint8Array(
        Buffer.concat([
          Buffer.from("%PDF-1.4\n1 0 obj << /Filter /FlateDecode >> stream\n", "latin1"),
          bomb,
          Buffer.from("\nendstream endobj\n%%EOF\n", "latin1"),
        ]),
      ),
    },
  ];
}
