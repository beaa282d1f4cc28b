import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressStaticFiles } from "./precompress";

function buildDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, "static", name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}
const file = (dir: string, name: string) => path.join(dir, "static", name);

describe("precompressStaticFiles", () => {
  it("writes a Brotli and a gzip copy of each script and style sheet, which decompress to the file", () => {
    const script = "export const a = 1;\n".repeat(200);
    const dir = buildDir({ "chunks/page.js": script, "chunks/page.css": "p{margin:0}", "media/inter.woff2": "wOF2" });
    expect(precompressStaticFiles(dir)).toBe(2);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file(dir, "chunks/page.js.br"))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(file(dir, "chunks/page.js.gz"))).toString()).toBe(script);
    expect(fs.statSync(file(dir, "chunks/page.js.br")).size).toBeLessThan(script.length / 10);
    expect(zlib.gunzipSync(fs.readFileSync(file(dir, "chunks/page.css.gz"))).toString()).toBe("p{margin:0}");
    // A font is compressed already.
    expect(fs.existsSync(file(dir, "media/inter.woff2.br"))).toBe(false);
  });

  it("writes a file's copies again only when the file is newer than they are", () => {
    const dir = buildDir({ "chunks/page.js": "a()" });
    expect(precompressStaticFiles(dir)).toBe(1);
    expect(precompressStaticFiles(dir)).toBe(0);
    // As the compile hints rewrite a chunk after a build.
    const later = new Date(Date.now() + 5_000);
    fs.writeFileSync(file(dir, "chunks/page.js"), "//# allFunctionsCalledOnLoad\na()");
    fs.utimesSync(file(dir, "chunks/page.js"), later, later);
    expect(precompressStaticFiles(dir)).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file(dir, "chunks/page.js.br"))).toString()).toMatch(/^\/\/# all/);
  });

  it("does nothing without a build", () => {
    expect(precompressStaticFiles(path.join(os.tmpdir(), "no-build-here"))).toBe(0);
  });
});
