import { describe, expect, it } from "vitest";
import { decodeText } from "./encodings";
import { fixture } from "../../testing/roster-import/fixtures";

const utf16be = (text: string, bom: boolean) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xfe, 0xff]);
  for (let i = 0; i < text.length; i++)
    new DataView(bytes.buffer).setUint16((bom ? 2 : 0) + i * 2, text.charCodeAt(i), false);
  return bytes;
};

describe("decodeText recognises the encodings exports arrive in", () => {
  it("reads plain UTF-8, and UTF-8 with a byte-order mark without keeping the mark", () => {
    expect(decodeText(new TextEncoder().encode("name,email\r\nZoë,z@x.test"))).toEqual({
      text: "name,email\r\nZoë,z@x.test",
      encoding: "utf-8",
      bom: false,
    });
    const withBom = decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Prénom;Nom")]));
    expect(withBom).toEqual({ text: "Prénom;Nom", encoding: "utf-8", bom: true });
  });

  it("reads Windows-1252 when the bytes are not UTF-8: accents and the euro sign (0x80) come out right", () => {
    const { text, encoding, bom } = decodeText(fixture("excel-fr-semicolon-windows-1252.csv"));
    expect({ encoding, bom }).toEqual({ encoding: "windows-1252", bom: false });
    expect(text.split("\r\n")[0]).toBe(
      "Nom;Prénom;Adresse e-mail;Identifiant;Poste;Étape;Prétentions salariales;Date de candidature",
    );
    expect(text).toContain("Dupré;Éloïse;");
    expect(text).toContain("55 000 €");
  });

  it("reads Excel's Unicode text (UTF-16 LE with a mark), characters outside Latin-1 included", () => {
    const { text, encoding, bom } = decodeText(fixture("excel-unicode-text.txt"));
    expect({ encoding, bom }).toEqual({ encoding: "utf-16le", bom: true });
    expect(text.startsWith("Full Name\tE-mail\tApplicant ID")).toBe(true);
    expect(text).toContain("Łukasz Nowak");
    expect(text).toContain("李雷");
  });

  it("reads UTF-16 BE with and without a mark", () => {
    expect(decodeText(utf16be("Name\tEmail\r\nSøren\ts@x.test", true))).toEqual({
      text: "Name\tEmail\r\nSøren\ts@x.test",
      encoding: "utf-16be",
      bom: true,
    });
    expect(decodeText(utf16be("Name\tEmail\r\nSøren\ts@x.test", false))).toMatchObject({
      text: "Name\tEmail\r\nSøren\ts@x.test",
      encoding: "utf-16be",
    });
  });

  it("decodes as the user chose even when detection would say otherwise", () => {
    const bytes = fixture("excel-fr-semicolon-windows-1252.csv");
    const asUtf8 = decodeText(bytes, "utf-8");
    expect(asUtf8.encoding).toBe("utf-8");
    expect(asUtf8.text).toContain("Dupr\uFFFD");
  });
});
