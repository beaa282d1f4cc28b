import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { callApi, createTestCandidate, GLOBEX_KEY, sql } from "@/testing/sandbox/api-client";

const pdf = () =>
  new Blob([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], {
    type: "application/pdf",
  });
const docx = () =>
  new Blob([
    zipSync({
      "[Content_Types].xml": strToU8("<Types/>"),
      "word/document.xml": strToU8(
        "<w:document><w:body><w:p><w:r><w:t>Jane Doe, Engineer</w:t></w:r></w:p></w:body></w:document>",
      ),
    }),
  ]);

function form(parts: [string, string | Blob, string?][]) {
  const data = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, filename);
  }
  return data;
}

const scout = (candidateId: string, body: FormData | string, key?: string, headers?: Record<string, string>) =>
  callApi("POST", `/candidates/${candidateId}/scout`, { rawBody: body, key, headers });

describe("POST /api/public/candidates/{id}/scout (4.14)", () => {
  it("queues a run with its inputs and resumes, answering 202 processing", async () => {
    const candidate = await createTestCandidate();
    const response = await scout(
      candidate,
      form([
        ["phone", "+33612345678"],
        ["linkedinUrl", "https://www.linkedin.com/in/jane"],
        ["githubUrl", "https://github.com/jane"],
        ["resumes", pdf(), "cv.pdf"],
        ["resumes", docx(), "cv.docx"],
      ]),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      status: "processing",
      candidateIdentifier: candidate,
      message: expect.any(String),
    });
    const [run] = await sql(`SELECT * FROM sandbox.scout_run WHERE "candidateId" = $1`, [candidate]);
    expect(run).toMatchObject({
      status: "processing",
      phone: "+33612345678",
      linkedinUrl: "https://www.linkedin.com/in/jane",
      githubUrl: "https://github.com/jane",
    });
    expect(run.resumes.map((r: { filename: string; kind: string }) => [r.filename, r.kind])).toEqual([
      ["cv.pdf", "pdf"],
      ["cv.docx", "docx"],
    ]);
    expect(run.completeAfter.getTime()).toBeGreaterThan(Date.now() - 1000);
  });

  it("accepts a run without any part", async () => {
    const candidate = await createTestCandidate();
    expect((await scout(candidate, new FormData())).status).toBe(202);
  });

  it.each([
    [
      "more than 10 resumes",
      () => form(Array.from({ length: 11 }, (_, i) => ["resumes", pdf(), `cv${i}.pdf`] as [string, Blob, string])),
      /At most 10/,
    ],
    ["a text file", () => form([["resumes", new Blob(["hello"]), "cv.txt"]]), /PDF, DOC or DOCX/],
    [
      "a file whose content is not what its name says",
      () => form([["resumes", new Blob(["just text, not a pdf"]), "cv.pdf"]]),
      /./,
    ],
    [
      "a resume over 10 MB",
      () => form([["resumes", new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), "big.pdf"]]),
      /10 MB/,
    ],
    ["resumes sent as text", () => form([["resumes", "not a file"]]), /file/],
    ["a bad linkedinUrl", () => form([["linkedinUrl", "not a url"]]), /linkedinUrl/],
    ["an unknown part", () => form([["twitter", "@jane"]]), /twitter/],
  ])("answers 400 { error, message } for %s", async (_, body, words) => {
    const candidate = await createTestCandidate();
    const response = await scout(candidate, body());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.stringMatching(words) });
    expect(await sql(`SELECT 1 FROM sandbox.scout_run WHERE "candidateId" = $1`, [candidate])).toHaveLength(0);
  });

  it("answers 400 for a body that is not multipart", async () => {
    const candidate = await createTestCandidate();
    const response = await scout(candidate, JSON.stringify({ phone: "+1" }), undefined, {
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.stringContaining("multipart") });
  });

  it("answers 404 { error, message } for an unknown or another organization's candidate", async () => {
    const candidate = await createTestCandidate();
    for (const [id, key] of [
      ["cand_unknown", undefined],
      [candidate, GLOBEX_KEY],
    ] as const) {
      const response = await scout(id, form([["phone", "+1"]]), key);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Not Found", message: expect.any(String) });
    }
  });
});
