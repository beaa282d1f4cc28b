import { PDFDocument, StandardFonts } from "pdf-lib";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "../../../../../../../testing/inject";
import { scoutCompletedDataSchema } from "@/lib/api-contract/webhooks";
import { callApi, callControl, createTestOrganization, eventually, sql } from "@/testing/sandbox/api-client";
import { startWebhookReceiver } from "@/testing/sandbox/webhook-receiver";

const receiver = await startWebhookReceiver();
const organization = await createTestOrganization();
await callControl("POST", "/webhook-endpoint", { key: organization.key, body: { url: receiver.url } });
afterAll(() => receiver.close());

async function resumePdf(lines: string[]): Promise<Blob> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return new Blob([new Uint8Array(await doc.save())], { type: "application/pdf" });
}

async function candidate(name: string, email: string): Promise<string> {
  const response = await callApi("POST", "/candidates", { key: organization.key, body: { name, email } });
  return response.body.identifier;
}

async function runScout(candidateId: string, parts: [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "resume.pdf");
  }
  const response = await callApi("POST", `/candidates/${candidateId}/scout`, { key: organization.key, rawBody: form });
  expect(response.status).toBe(202);
}

/** The next scout.completed of a candidate: the n-th one the receiver gets (1-based). */
const completion = (candidateId: string, nth = 1) =>
  eventually(
    async () => receiver.find("scout.completed", { candidateIdentifier: candidateId })[nth - 1],
    15_000,
    `scout.completed #${nth}`,
  );

const statusOf = (event: { event: { data: { findings: { check: string; status: string }[] } } }, check: string) =>
  event.event.data.findings.find((f) => f.check === check)?.status;

describe("Scout runs (4.14) complete with a verdict delivered as scout.completed", () => {
  it("checks the resume text extracted at upload, the name and email, and the profile URLs", async () => {
    const id = await candidate("Jane Doe", "jane.doe@initech.example");
    const resume = await resumePdf([
      "Jane Doe",
      "jane.doe@initech.example",
      "Senior Engineer, Initech  2019 - present",
      "Engineer, Globex  2015 - 2019",
    ]);
    await runScout(id, [
      ["phone", "+14155550123"],
      ["linkedinUrl", "https://www.linkedin.com/in/jane-doe"],
      ["githubUrl", "https://github.com/janedoe"],
      ["resumes", resume],
    ]);
    expect((await sql(`SELECT status FROM sandbox.scout_run WHERE "candidateId" = $1`, [id]))[0].status).toBe(
      "processing",
    );
    const done = await completion(id);
    expect(new Webhook(inject("webhookSecret")).verify(done.body, done.headers)).toBeTruthy();
    const data = scoutCompletedDataSchema.parse(done.event.data);
    expect(data).toMatchObject({
      candidateIdentifier: id,
      verdict: "verified",
      summary: expect.stringContaining("Jane Doe"),
    });
    for (const check of ["phone", "linkedin-url", "github-url", "resume-name", "resume-email", "profile-name"])
      expect(statusOf(done, check)).toBe("pass");
    const [run] = await sql(`SELECT status, "completedAt", verdict FROM sandbox.scout_run WHERE "candidateId" = $1`, [
      id,
    ]);
    expect(run).toMatchObject({
      status: "completed",
      completedAt: expect.any(Date),
      verdict: { verdict: "verified", findings: data.findings },
    });
  });

  it("reports discrepancies: a resume naming someone else, a malformed phone, a LinkedIn profile of another name", async () => {
    const id = await candidate("Robert Smith", "rob@hooli.example");
    await runScout(id, [
      ["phone", "555-0199"],
      ["linkedinUrl", "https://www.linkedin.com/in/maria-garcia"],
      ["resumes", await resumePdf(["Maria Garcia", "maria@elsewhere.example", "Developer 2018 - 2022"])],
    ]);
    const done = await completion(id);
    expect(done.event.data.verdict).toBe("discrepancies");
    for (const check of ["phone", "resume-name", "resume-email", "profile-name"])
      expect(statusOf(done, check)).toBe("fail");
  });

  it("without resumes re-checks those of the candidate's earlier run", async () => {
    const id = await candidate("Ana Lima", "ana.lima@umbrella.example");
    await runScout(id, [
      ["resumes", await resumePdf(["Ana Lima", "ana.lima@umbrella.example", "Engineer 2020 - present"])],
    ]);
    await completion(id, 1);
    await runScout(id, [["githubUrl", "https://github.com/analima"]]);
    const second = await completion(id, 2);
    expect(statusOf(second, "resume-name")).toBe("pass");
    expect(statusOf(second, "resume-email")).toBe("pass");
    expect(second.event.data.summary).toContain("re-checked");
  });

  it("is unverifiable with nothing to verify against", async () => {
    const id = await candidate("Nobody Known", "nobody@example.com");
    await runScout(id, [["phone", "+33612345678"]]);
    const done = await completion(id);
    expect(done.event.data.verdict).toBe("unverifiable");
    expect(statusOf(done, "resume-name")).toBe("skipped");
  });
});
