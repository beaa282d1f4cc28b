import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readResumes } from "./read-resumes";
import { hostileResumes } from "../../testing/sandbox/hostile-resumes";

const docx = (text: string) =>
  zipSync({ "word/document.xml": strToU8(`<w:document><w:p><w:t>${text}</w:t></w:p></w:document>`) });

describe("readResumes (the worker pool)", () => {
  it("reads in worker threads and names what it refused, while this thread stays free", async () => {
    const bomb = hostileResumes().find((f) => f.name === "lying-size.docx")!;
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const readings = await readResumes([
      { filename: "ada.docx", bytes: docx("Ada Lovelace") },
      { filename: bomb.name, bytes: bomb.bytes },
      { filename: "notes.txt", bytes: strToU8("hello") },
    ]);
    clearInterval(timer);
    expect(readings[0]).toMatchObject({ ok: true, kind: "docx", text: "Ada Lovelace" });
    expect(readings[1]).toEqual({ ok: false, reason: "lying-size.docx was not read: it unpacks to more than 32 MB." });
    expect(readings[2]).toMatchObject({
      ok: false,
      reason: expect.stringContaining("notes.txt is not a resume format"),
    });
    // The 1 GB entry is inflated (and refused) in a worker: this thread kept its timers running meanwhile.
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);
});
