import { deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractResumeText, inspectResume } from "./resume";
import { ReadingBudget, RESUME_READING_LIMITS, ResumeRefused } from "./resume-budget";
import { extractPdfText, MAX_TEXT_CHARS } from "./resume-pdf-text";
import { hostileResumes } from "../../testing/sandbox/hostile-resumes";

async function pdfFixture(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return doc.save();
}

function docxFixture(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join("");
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(xml) });
}

/** An OLE2 header, a directory naming the WordDocument stream, and text stored both 8-bit and UTF-16LE. */
function docFixture(text8: string, text16: string): Uint8Array {
  const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)];
  const dirName = Buffer.from("WordDocument", "utf16le");
  return new Uint8Array([
    ...header,
    ...dirName,
    0,
    0,
    1,
    2,
    3,
    ...Buffer.from(text8, "latin1"),
    0,
    0,
    7,
    ...Buffer.from(text16, "utf16le"),
    0,
    0,
  ]);
}

describe("inspectResume", () => {
  it("recognises PDF, DOCX and DOC by content", async () => {
    expect(inspectResume(await pdfFixture(["Ada Lovelace"]), "cv.pdf")).toEqual({ ok: true, kind: "pdf" });
    expect(inspectResume(docxFixture(["Ada"]), "CV.DOCX")).toEqual({ ok: true, kind: "docx" });
    expect(inspectResume(docFixture("Ada Lovelace", "Engineer"), "cv.doc")).toEqual({ ok: true, kind: "doc" });
  });

  it("rejects content that does not match the extension", async () => {
    const pdf = await pdfFixture(["Ada"]);
    const asDocx = inspectResume(pdf, "resume.docx");
    expect(asDocx.ok).toBe(false);
    if (!asDocx.ok)
      expect(asDocx.reason).toBe(
        "resume.docx is named like a Word (DOCX) document, but its content is a PDF. Rename it or export it again.",
      );
    expect(inspectResume(docxFixture(["x"]), "resume.doc").ok).toBe(false);
    const zip = inspectResume(zipSync({ "notes.txt": strToU8("hello") }), "resume.docx");
    expect(zip).toEqual({
      ok: false,
      reason:
        "resume.docx is named like a Word (DOCX) document, but its content is a ZIP archive without a Word document inside.",
    });
    const text = inspectResume(strToU8("Ada Lovelace, engineer"), "resume.pdf");
    expect(text.ok === false && text.reason).toMatch(/not a PDF, DOC or DOCX file/);
    const sheet = new Uint8Array([
      0xd0,
      0xcf,
      0x11,
      0xe0,
      0xa1,
      0xb1,
      0x1a,
      0xe1,
      ...Buffer.from("Workbook", "utf16le"),
    ]);
    expect(inspectResume(sheet, "cv.doc")).toEqual({
      ok: false,
      reason: "cv.doc is named like a Word 97-2003 (DOC) document, but its content is an Excel spreadsheet.",
    });
  });

  it("rejects empty files, oversized files and other extensions", () => {
    expect(inspectResume(new Uint8Array(), "cv.pdf")).toEqual({ ok: false, reason: "cv.pdf is empty." });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(inspectResume(big, "cv.pdf")).toEqual({
      ok: false,
      reason: "cv.pdf is too large (10.1 MB); each resume may be at most 10 MB.",
    });
    expect(inspectResume(big.subarray(0, 10 * 1024 * 1024), "cv.pdf")).toEqual({ ok: true, kind: "pdf" });
    const odt = inspectResume(strToU8("%PDF-1.7"), "cv.odt");
    expect(odt.ok === false && odt.reason).toBe(
      "cv.odt is not a resume format Scout accepts; upload a PDF, DOC or DOCX file.",
    );
  });
});

describe("extractResumeText", () => {
  it("reads text drawn into a PDF", async () => {
    const text = extractResumeText(
      await pdfFixture(["Ada Lovelace", "ada@analytical.example", "Senior Engineer, 2019 - 2024"]),
      "pdf",
    );
    expect(text.split("\n")).toEqual(["Ada Lovelace", "ada@analytical.example", "Senior Engineer, 2019 - 2024"]);
  });

  it("reads literal strings, TJ arrays and escapes from an uncompressed content stream", () => {
    const content = "BT /F1 12 Tf 50 700 Td (Grace \\(Hopper\\)) Tj 0 -14 Td [(Navy) -250 (Reserve)] TJ ET";
    const pdf = `%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n%%EOF`;
    expect(extractResumeText(strToU8(pdf), "pdf")).toBe("Grace (Hopper)\nNavy Reserve");
  });

  it("reads paragraphs and entities from a DOCX", () => {
    const text = extractResumeText(
      docxFixture(["Ada Lovelace", "R&amp;D lead at Analytical &lt;Engines&gt;", "2019 &#8211; 2024"]),
      "docx",
    );
    expect(text).toBe("Ada Lovelace\nR&D lead at Analytical <Engines>\n2019 \u2013 2024");
  });

  it("reads 8-bit and UTF-16 text runs from a DOC without container noise", () => {
    const text = extractResumeText(
      docFixture("Ada Lovelace, ada@analytical.example", "Senior Engineer since 2019"),
      "doc",
    );
    expect(text).toContain("Ada Lovelace, ada@analytical.example");
    expect(text).toContain("Senior Engineer since 2019");
    expect(text).not.toContain("WordDocument");
  });
});

describe("hostile resumes", () => {
  it("reads each within its budget or refuses it at the first limit, saying which", () => {
    for (const { name, bytes, refused } of hostileResumes()) {
      const inspected = inspectResume(bytes, name);
      expect(inspected, name).toMatchObject({ ok: true });
      if (!inspected.ok) continue;
      if (refused) {
        expect(() => extractResumeText(bytes, inspected.kind), name).toThrow(ResumeRefused);
        continue;
      }
      const text = extractResumeText(bytes, inspected.kind);
      expect(text.length, name).toBeLessThanOrEqual(MAX_TEXT_CHARS);
      if (name === "spaces.docx")
        expect(text).toBe(`Ada${" ".repeat(1024 * 1024)}x`.slice(0, MAX_TEXT_CHARS).trimEnd());
    }
  }, 60_000);

  it("counts streams that yield no text, and stops on time and on work too", () => {
    // 5 streams of 1 MB of spaces: no text at all, yet 5 MB inflated against a 4 MB budget.
    const stream = deflateSync(Buffer.alloc(1024 * 1024, " "));
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      ...Array.from({ length: 5 }, (_, i) =>
        Buffer.concat([
          Buffer.from(`${i + 1} 0 obj << /Filter /FlateDecode >> stream\n`),
          stream,
          Buffer.from("\nendstream endobj\n"),
        ]),
      ),
    ]);
    const budget = (limits: Partial<typeof RESUME_READING_LIMITS>, now?: () => number) =>
      new ReadingBudget({ ...RESUME_READING_LIMITS, ...limits }, now);
    expect(() => extractPdfText(pdf, budget({ inflatedBytes: 4 * 1024 * 1024 }))).toThrow(/unpacks to more than 4 MB/);
    expect(extractPdfText(pdf, budget({ inflatedBytes: 6 * 1024 * 1024 }))).toBe("");
    const words = Buffer.from(`%PDF-1.4\nstream\n${"(a) Tj ".repeat(10_000)}\nendstream\n`, "latin1");
    expect(() => extractPdfText(words, budget({ tokens: 1000 }))).toThrow(/more than 1,000 pieces/);
    let clock = 0;
    const slow = budget({ milliseconds: 2 }, () => (clock += 1));
    expect(() => extractPdfText(words, slow)).toThrow(/longer than 0.002 s/);
  });

  it("keeps tabs, breaks and paragraphs of a DOCX, and drops trailing spaces of each line", () => {
    const xml = `<w:document><w:body><w:p><w:r><w:t>Ada   </w:t><w:tab/><w:t>Lovelace</w:t><w:br/><w:t>Engineer &amp; poet</w:t></w:r></w:p><w:p><w:r><w:t>London</w:t></w:r></w:p></w:body></w:document>`;
    const bytes = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(xml) });
    expect(extractResumeText(bytes, "docx")).toBe("Ada   \tLovelace\nEngineer & poet\nLondon");
  });
});
