import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * A small flowing-text PDF writer over pdf-lib (the library the project already uses) for the fairness report and
 * the explanation letter: headings, wrapped paragraphs and tables, a new A4 page whenever the current one is full.
 * The standard Helvetica fonts only encode WinAnsi, so any other character is written as "?".
 */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 48;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.4, 0.4, 0.45);

const winAnsi = (text: string) =>
  text.replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/g, "?");

export type Column = { label: string; width: number; align?: "left" | "right" };

/** A table row laid out: each cell's lines, and the height the row takes. */
interface RowLayout {
  blocks: string[][];
  height: number;
}

export class PdfDocumentWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.addPage();
  }

  static async create(title: string) {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator("Screening dashboard");
    const writer = new PdfDocumentWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    return writer;
  }

  private addPage() {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private room(height: number) {
    if (this.y - height < margin) this.addPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  /** A heading, kept with at least a few lines of what follows it (never alone at the foot of a page). */
  heading(text: string, size = 14) {
    this.room(size + 14 + 40);
    this.y -= size + 6;
    this.page.drawText(winAnsi(text), { x: margin, y: this.y, size, font: this.bold, color: ink });
    this.y -= 6;
  }

  paragraph(text: string, options: { size?: number; muted?: boolean; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, pageSize[0] - 2 * margin)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x: margin, y: this.y, size, font, color: options.muted ? muted : ink });
    }
    this.y -= 4;
  }

  /** `wrap`, with a word longer than the width cut where it must be (a long name in a narrow column). */
  private fit(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const line of this.wrap(text, font, size, width)) {
      let rest = line;
      while (rest.length > 1 && font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      lines.push(rest);
    }
    return lines;
  }

  /** A row's cells, each wrapped within its column, and the height the row takes. */
  private layoutRow(values: string[], columns: Column[], font: PDFFont, size: number): RowLayout {
    const blocks = columns.map((column, i) => this.fit(values[i] ?? "", font, size, column.width - 6));
    const lines = Math.max(1, ...blocks.map((block) => block.length));
    return { blocks, height: size + 5 + (lines - 1) * (size + 2) };
  }

  /** One row: each cell's text wrapped within its column (the row as tall as its tallest cell), never cut off. */
  private cells(row: RowLayout, columns: Column[], font: PDFFont, size: number) {
    const top = this.y - (size + 5);
    let x = margin;
    columns.forEach((column, i) => {
      row.blocks[i]!.forEach((text, n) => {
        const width = font.widthOfTextAtSize(text, size);
        const at = column.align === "right" ? x + column.width - 4 - width : x;
        this.page.drawText(text, { x: at, y: top - n * (size + 2), size, font, color: ink });
      });
      x += column.width;
    });
    this.y -= row.height;
  }

  /**
   * A table: a bold header row, then one row per entry. The header never ends a page alone, and a table that goes
   * on to a new page repeats it there. With no entries, the `empty` sentence under the header instead of nothing.
   */
  table(columns: Column[], rows: string[][], { size = 8, empty }: { size?: number; empty?: string } = {}) {
    const header = this.layoutRow(
      columns.map((c) => c.label),
      columns,
      this.bold,
      size,
    );
    const laid = rows.map((row) => this.layoutRow(row, columns, this.regular, size));
    this.room(header.height + (laid[0]?.height ?? size + 6));
    this.cells(header, columns, this.bold, size);
    for (const row of laid) {
      if (this.y - row.height < margin) {
        this.addPage();
        this.cells(header, columns, this.bold, size);
      }
      this.cells(row, columns, this.regular, size);
    }
    if (!rows.length && empty) {
      this.y -= 2;
      this.paragraph(empty, { size, muted: true });
    }
    this.y -= 8;
  }

  async bytes() {
    return this.doc.save();
  }
}
