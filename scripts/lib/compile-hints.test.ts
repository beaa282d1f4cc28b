import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

function buildDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, "static", "chunks", name), text);
  return dir;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, "static", "chunks", name), "utf8");

describe("addCompileHints", () => {
  it("marks each script chunk once and leaves the stylesheets alone", () => {
    const dir = buildDir({ "react.js": "a()", "page.js": "b()", "page.css": "p{}" });
    expect(addCompileHints(dir)).toBe(2);
    expect(addCompileHints(dir)).toBe(0);
    expect(read(dir, "react.js")).toBe(`${COMPILE_HINT}a()`);
    expect(read(dir, "page.js")).toBe(`${COMPILE_HINT}b()`);
    expect(read(dir, "page.css")).toBe("p{}");
  });

  it("refuses a chunk with a source map, whose lines the comment would shift", () => {
    const dir = buildDir({ "react.js": "a()\n//# sourceMappingURL=react.js.map" });
    expect(() => addCompileHints(dir)).toThrow(/source map/);
  });
});
