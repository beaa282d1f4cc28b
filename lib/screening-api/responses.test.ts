import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseShapeError } from "./errors";
import { assessment, candidate, page, problem, results } from "../../testing/screening-api/fixtures";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

describe("response validation", () => {
  it("raises ResponseShapeError naming the failing field, keeping the raw body", async () => {
    const body = page(1, 5, 5);
    (body.assessments[3] as Record<string, unknown>).status = 42;
    stub.handle(sequence({ status: 200, json: body }));
    const error = await stubClient(stub)
      .api.assessments.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ field: "assessments[3].status", status: 200, method: "GET", body });
    expect((error as ResponseShapeError).message).toContain("assessments[3].status: expected string, received number");
  });

  it("keeps every mismatch but names only a few in the message", async () => {
    const body = page(1, 5, 5);
    for (const item of body.assessments as Record<string, unknown>[]) item.createdAt = null;
    stub.handle(sequence({ status: 200, json: body }));
    const error = (await stubClient(stub)
      .api.assessments.list()
      .catch((e: unknown) => e)) as ResponseShapeError;
    expect(error.issues).toHaveLength(5);
    expect(error.message).toMatch(/assessments\[2\]\.createdAt: expected string, received null \(and 2 more\)$/);
  });

  it("names a missing field", async () => {
    const withoutEmail: Record<string, unknown> = candidate();
    delete withoutEmail.email;
    stub.handle(sequence({ status: 200, json: { candidate: withoutEmail } }));
    const error = await stubClient(stub)
      .api.candidates.get("cand_1")
      .catch((e: unknown) => e);
    expect((error as ResponseShapeError).field).toBe("candidate.email");
  });

  it("raises ResponseShapeError on a body that is not JSON, without retrying", async () => {
    stub.handle(sequence({ status: 200, text: "<html>maintenance</html>", headers: { "content-type": "text/html" } }));
    const error = await stubClient(stub)
      .api.results.get("int_1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ field: "(body)", body: "<html>maintenance</html>" });
    expect(stub.requests).toHaveLength(1);
  });
});

describe("tolerance where the spec is open", () => {
  it("keeps unknown fields and accepts unknown statuses", async () => {
    stub.handle(
      sequence(
        {
          status: 200,
          json: {
            interviews: [
              assessment(1, { status: "Paused by reviewer", problemName: "Queues", reviewer: { id: "u1" } }),
            ],
          },
        },
        { status: 200, json: { candidate: candidate({ status: "Hired", tags: ["senior"] }), requestId: "r1" } },
      ),
    );
    const { api } = stubClient(stub);
    const [interview] = await api.assessments.listForCandidate("cand_1");
    expect(interview).toMatchObject({ status: "Paused by reviewer", problemName: "Queues", reviewer: { id: "u1" } });
    await expect(api.candidates.get("cand_1")).resolves.toMatchObject({ status: "Hired", tags: ["senior"] });
  });

  it("accepts unknown risk and flag levels in results, snake_case kept", async () => {
    const report = {
      risk: "elevated",
      explanation: "Odd",
      flags: [{ id: "f", title: "t", description: "d", level: "notice", source: "proctor" }],
      passing_flags: [],
    };
    stub.handle(sequence({ status: 200, json: results({ integrity_report: report, score: null, analysis: null }) }));
    const read = await stubClient(stub).api.results.get("int_1");
    expect(read.integrity_report.risk).toBe("elevated");
    expect(read.integrity_report.flags[0]).toMatchObject({ level: "notice", source: "proctor" });
    expect(read).toMatchObject({ interview_id: "int_1", score: null, analysis: null, completion_time_seconds: 2400 });
  });

  it("parses both single-problem read shapes", async () => {
    stub.handle(
      sequence(
        { status: 200, json: { problem: problem({ type: "video-screen", status: "Archived" }) } },
        { status: 200, json: { problem: problem({ language: "go" }, { reduced: true }) } },
      ),
    );
    const { api } = stubClient(stub);
    await expect(api.problems.get("prob_1")).resolves.toMatchObject({
      status: "Archived",
      type: "video-screen",
      externalResourceMode: "CLOSED",
    });
    const reduced = await api.problems.get("prob_1");
    expect(reduced).toMatchObject({ id: "prob_1", duration: 45, language: "go" });
    expect(reduced).not.toHaveProperty("status");
    expect(reduced).not.toHaveProperty("externalResourceMode");
  });
});

describe("results PDF", () => {
  it("hands on the body unread as a stream with its content type and length", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 tiny");
    stub.handle(
      sequence({
        status: 200,
        bytes,
        headers: { "content-type": "application/pdf", "content-length": String(bytes.length) },
      }),
    );
    const pdf = await stubClient(stub).api.results.pdf("int_1");
    expect(pdf).toMatchObject({ contentType: "application/pdf", contentLength: bytes.length });
    expect(new Uint8Array(await new Response(pdf.stream).arrayBuffer())).toEqual(bytes);
    expect(stub.requests[0]).toMatchObject({
      url: "/api/public/results/int_1/pdf",
      headers: { accept: "application/pdf, */*;q=0.5" },
    });
  });

  it("refuses JSON where a PDF was expected", async () => {
    stub.handle(sequence({ status: 200, json: { url: "https://example.com/report.pdf" } }));
    await expect(stubClient(stub).api.results.pdf("int_1")).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("reads share links of results and problems", async () => {
    stub.handle(
      sequence(
        { status: 200, json: { shareLink: "https://share.example.com/r/1" } },
        { status: 200, json: { shareLink: "https://share.example.com/p/1" } },
      ),
    );
    const { api } = stubClient(stub);
    await expect(api.results.shareLink("int_1")).resolves.toBe("https://share.example.com/r/1");
    await expect(api.problems.shareLink("prob_1")).resolves.toBe("https://share.example.com/p/1");
    expect(stub.requests.map((r) => r.url)).toEqual([
      "/api/public/results/int_1/shared",
      "/api/public/problems/prob_1/shared",
    ]);
  });
});
