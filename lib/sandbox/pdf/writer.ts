import { PDFDocument, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { fitText, toWinAnsi, wrapText } from "./text";
import { colors, margin, pageSize, tones, type Tone } from "./theme";

export interface WriterOptions {
  /** Document metadata; stored as PDF text strings, so any script is fine here. */
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** Repeated at the top of every page after the first. */
  runningTitle: string;
  /** Left side of every footer; the right side is "Page n of N". */
  footer: string;
  generatedAt: Date;
}

export interface TextStyle {
  size?: number;
  font?: "regular" | "bold" | "italic";
  color?: RGB;
  /** Extra left offset from the margin. */
  indent?: number;
  /** Width available; defaults to the rest of the line. */
  width?: number;
}

const leading = 1.38;

/**
 * A top-down cursor over pages: callers ask for space with `ensure`, and wrapped paragraphs break across
 * pages line by line. Every string is made WinAnsi-safe here, so callers never have to think about it.
 */
export class ReportWriter {
  page: PDFPage;
  /** Top of the next thing to draw, in PDF points from the bottom. */
  y: number;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Record<"regular" | "bold" | "italic", PDFFont>,
    private readonly options: WriterOptions,
  ) {
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  static async create(options: WriterOptions): Promise<ReportWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setSubject(options.subject);
    doc.setAuthor(options.author);
    doc.setKeywords(options.keywords);
    doc.setCreator("Screening dashboard sandbox");
    doc.setProducer("pdf-lib");
    doc.setLanguage("en");
    // Fixed dates keep the bytes reproducible for the same input.
    doc.setCreationDate(options.generatedAt);
    doc.setModificationDate(options.generatedAt);
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new ReportWriter(doc, { regular, bold, italic }, options);
  }

  get left() {
    return margin.left;
  }
  get width() {
    return pageSize[0] - margin.left - margin.right;
  }

  addPage() {
    this.page = this.doc.addPage(pageSize);
    const top = pageSize[1] - 34;
    const title = fitText(this.safe(this.options.runningTitle, "regular"), this.fonts.regular, 8, this.width);
    this.page.drawText(title, { x: this.left, y: top, size: 8, font: this.fonts.regular, color: colors.muted });
    this.page.drawLine({
      start: { x: this.left, y: top - 6 },
      end: { x: this.left + this.width, y: top - 6 },
      thickness: 0.5,
      color: colors.rule,
    });
    this.y = pageSize[1] - margin.top - 6;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < margin.bottom) this.addPage();
  }

  space(height: number) {
    this.y -= height;
  }

  /** `text` on one line in what the font encodes: a newline in a title or name becomes a space (pdf-lib cannot
   * measure or draw one: a problem named on two lines once made its results PDF a 500). */
  safe(text: string, font: keyof ReportWriter["fonts"] = "regular") {
    return toWinAnsi(text, this.fonts[font]).replace(/\n/g, " ");
  }

  lineHeight(size: number) {
    return size * leading;
  }

  /** Wrapped lines of `text` for a style, so callers can measure a block before drawing it. */
  lines(text: string, style: TextStyle = {}): string[] {
    const font = this.fonts[style.font ?? "regular"];
    const width = style.width ?? this.width - (style.indent ?? 0);
    return wrapText(toWinAnsi(text, font), font, style.size ?? 10, width);
  }

  measure(text: string, style: TextStyle = {}) {
    return this.lines(text, style).length * this.lineHeight(style.size ?? 10);
  }

  /** Draws one line with its top at `top` (no wrapping, no cursor movement); returns its width. */
  textAt(text: string, x: number, top: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const font = this.fonts[style.font ?? "regular"];
    const safe = this.safe(text, style.font);
    const fitted = style.width ? fitText(safe, font, size, style.width) : safe;
    this.page.drawText(fitted, { x, y: top - size * 0.82, size, font, color: style.color ?? colors.body });
    return font.widthOfTextAtSize(fitted, size);
  }

  /** One line ending at `right`; returns its width. */
  textRight(text: string, right: number, top: number, style: TextStyle = {}): number {
    const font = this.fonts[style.font ?? "regular"];
    const width = font.widthOfTextAtSize(this.safe(text, style.font), style.size ?? 10);
    return this.textAt(text, right - width, top, style);
  }

  /** Wrapped text at the cursor, breaking pages between lines. */
  paragraph(text: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    for (const line of this.lines(text, style)) {
      this.ensure(this.lineHeight(size));
      if (line) this.textAt(line, this.left + (style.indent ?? 0), this.y, { ...style, width: undefined });
      this.y -= this.lineHeight(size);
    }
  }

  rule(color: RGB = colors.rule) {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.6,
      color,
    });
  }

  /** A section title with a rule; kept with at least `keepWith` points of what follows. */
  section(title: string, keepWith = 60) {
    this.space(10);
    this.ensure(30 + keepWith);
    this.textAt(title, this.left, this.y, { size: 13, font: "bold", color: colors.ink });
    this.y -= 20;
    this.rule();
    this.y -= 12;
  }

  roundedRect(x: number, top: number, width: number, height: number, color: RGB, radius = 3) {
    const r = Math.min(radius, height / 2, width / 2);
    const path = `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width} ${r} V ${height - r} A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 0 ${height - r} V ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`;
    this.page.drawSvgPath(path, { x, y: top, color, borderWidth: 0 });
  }

  /** A pill with text; returns its width so badges can be laid out in a row. */
  badge(text: string, x: number, top: number, tone: Tone, size = 8): number {
    const label = this.safe(text, "bold");
    const width = this.fonts.bold.widthOfTextAtSize(label, size) + 12;
    const height = size + 7;
    this.roundedRect(x, top, width, height, tones[tone].bg, height / 2);
    this.textAt(label, x + 6, top - 3.6, { size, font: "bold", color: tones[tone].fg });
    return width;
  }

  /** A horizontal bar: a grey track with a filled share (0–1). */
  bar(x: number, top: number, width: number, height: number, fraction: number, tone: Tone) {
    this.roundedRect(x, top, width, height, colors.track, height / 2);
    const filled = Math.max(0, Math.min(1, fraction)) * width;
    if (filled > 0) this.roundedRect(x, top, Math.max(filled, height), height, tones[tone].fg, height / 2);
  }

  /** Draws every footer (now that the page count is known) and serialises the document. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const footer = this.safe(this.options.footer);
    pages.forEach((page, index) => {
      const y = 34;
      page.drawLine({
        start: { x: this.left, y: y + 14 },
        end: { x: this.left + this.width, y: y + 14 },
        thickness: 0.5,
        color: colors.rule,
      });
      const label = `Page ${index + 1} of ${pages.length}`;
      const labelWidth = this.fonts.regular.widthOfTextAtSize(label, 8);
      page.drawText(fitText(footer, this.fonts.regular, 8, this.width - labelWidth - 20), {
        x: this.left,
        y,
        size: 8,
        font: this.fonts.regular,
        color: colors.muted,
      });
      page.drawText(label, {
        x: this.left + this.width - labelWidth,
        y,
        size: 8,
        font: this.fonts.regular,
        color: colors.muted,
      });
    });
    return this.doc.save();
  }
}
