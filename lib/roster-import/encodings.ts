/**
 * The text encodings an ATS or spreadsheet export arrives in, recognised from the bytes and decoded with the
 * platform's TextDecoder (browsers and Node alike). Browser-safe.
 */
export const textEncodings = ["utf-8", "utf-16le", "utf-16be", "windows-1252"] as const;
export type TextEncoding = (typeof textEncodings)[number];

export const encodingLabels: Record<TextEncoding, string> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  "windows-1252": "Windows-1252 (Western European)",
};

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** Whether the file began with a byte-order mark (it is not part of `text`). */
  bom: boolean;
}

function bomOf(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * UTF-16 without a byte-order mark: text that is mostly Latin letters, digits and punctuation has a zero in
 * every other byte, on the high side of each pair (odd positions in little-endian, even ones in big-endian).
 */
function utf16WithoutBom(bytes: Uint8Array): TextEncoding | null {
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/** Windows-1252's characters at 0x80–0x9F (the WHATWG table; the five unassigned bytes stay as they are). */
const cp1252High = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/**
 * Browsers decode "windows-1252" by the WHATWG table; Node's TextDecoder decodes it as Latin-1 instead, which
 * leaves C1 controls where the euro sign and curly quotes belong. Mapping those afterwards gives the same text
 * in both (in a browser there is nothing left to map).
 */
const fixCp1252 = (text: string) => text.replace(/[\u0080-\u009f]/g, (ch) => cp1252High[ch.charCodeAt(0) - 0x80]!);

const decode = (bytes: Uint8Array, encoding: TextEncoding, fatal = false) => {
  const text = new TextDecoder(encoding, { fatal }).decode(bytes);
  return encoding === "windows-1252" ? fixCp1252(text) : text;
};

/**
 * Decodes a file as `chosen`, or recognises its encoding: a byte-order mark decides; else zeros in every other
 * byte mean UTF-16; else bytes that are valid UTF-8 throughout are UTF-8 (a Windows-1252 accent followed by
 * plain text never is); anything else is read as Windows-1252, which maps every byte to a character. The
 * byte-order mark is dropped from the text.
 */
export function decodeText(bytes: Uint8Array, chosen?: TextEncoding): DecodedText {
  const bom = bomOf(bytes);
  if (chosen) return { text: decode(bytes, chosen), encoding: chosen, bom: bom === chosen };
  if (bom) return { text: decode(bytes, bom), encoding: bom, bom: true };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: decode(bytes, utf16), encoding: utf16, bom: false };
  try {
    return { text: decode(bytes, "utf-8", true), encoding: "utf-8", bom: false };
  } catch {
    return { text: decode(bytes, "windows-1252"), encoding: "windows-1252", bom: false };
  }
}
