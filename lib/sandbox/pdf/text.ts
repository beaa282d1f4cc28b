import type { PDFFont } from "pdf-lib";

/**
 * The standard PDF fonts only encode WinAnsi (Latin-1 plus a few typographic marks); pdf-lib throws on
 * anything else. Names and summaries come from users in any script, so text is made encodable first:
 * accents that decompose keep their base letter, Cyrillic and Greek are transliterated, the rest becomes "?".
 */
const cyrillic: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};
const greek: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};
const special: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2713": "v",
  "\u2264": "<=",
  "\u2265": ">=",
};

function transliterate(char: string): string | undefined {
  if (special[char] !== undefined) return special[char];
  const lower = char.toLowerCase();
  const mapped = cyrillic[lower] ?? greek[lower];
  if (mapped === undefined) return undefined;
  return char === lower || mapped.length === 0 ? mapped : mapped[0]?.toUpperCase() + mapped.slice(1);
}

const charsetCache = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let set = charsetCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsetCache.set(font, set);
  }
  return set;
}

/** Text the font can encode; newlines are kept for the caller's line breaking, other controls become spaces. */
export function toWinAnsi(text: string, font: PDFFont): string {
  const charset = charsetOf(font);
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n") out += char;
    else if (code < 0x20 || code === 0x7f) out += " ";
    else if (charset.has(code)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      if (base && [...base].every((c) => charset.has(c.codePointAt(0) ?? 0))) out += base;
      else out += transliterate(char) ?? "?";
    }
  }
  return out;
}

/** Splits a word wider than the line into pieces that fit, so long URLs and ids never overflow. */
function breakWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of word) {
    if (current && font.widthOfTextAtSize(current + char, size) > maxWidth) {
      pieces.push(current);
      current = char;
    } else current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy word wrap of already-encodable text; explicit newlines start new lines, blank lines are kept. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push("");
      continue;
    }
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = font.widthOfTextAtSize(word, size) > maxWidth ? breakWord(word, font, size, maxWidth) : [word];
      line = pieces.pop() ?? "";
      lines.push(...pieces);
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Truncates one line with an ellipsis so it fits (used for running headers and table cells). */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
