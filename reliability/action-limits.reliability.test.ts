import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions, type ServerActionRef } from "@/testing/server-actions";
import { recordMetrics } from "./support/metrics";
import { actionBadInputs, badListQueries, genericBadInputs } from "./support/bad-inputs";

/**
 * Every server action of the build (as an admin, so no role check stops the input early) and the forms that
 * are not actions (the Scout upload, the assessments list's page query) get out-of-range and wrong-type values.
 * Each must answer without a 5xx and with a message a person can act on: the action's `invalid`/`api` refusal
 * with text, never the generic "something went wrong" of an unexpected failure, and never success.
 */
const baseUrl = inject("baseUrl");
const apiKey = inject("apiKey");
let cookie = "";
let actions: ServerActionRef[] = [];

beforeAll(async () => {
  cookie = await signIn(baseUrl, "admin@sandbox.test");
  actions = listServerActions();
});

const clear = (message: unknown) =>
  typeof message === "string" && message.trim().length >= 8 && !/something went wrong/i.test(message);

describe("out-of-range and wrong-type input", () => {
  it("every server action refuses each bad input with a clear message and no 5xx", async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const action of actions) {
      const own = actionBadInputs[action.name];
      if (!own)
        problems.push(
          `${action.name}: no bad inputs listed for this action (add them to reliability/support/bad-inputs.ts)`,
        );
      for (const input of [...genericBadInputs, ...(own ?? [])]) {
        cases++;
        const { status, result } = await callAction(baseUrl, action, input.args, cookie);
        const outcome = result as { ok?: boolean; code?: string; message?: unknown } | undefined;
        const where = `${action.name} with ${input.label}`;
        if (status >= 500) problems.push(`${where}: HTTP ${status}`);
        else if (!outcome) problems.push(`${where}: HTTP ${status} without a result`);
        else if (outcome.ok) problems.push(`${where}: accepted`);
        else if (outcome.code === "unexpected" || !clear(outcome.message))
          problems.push(`${where}: unclear answer ${JSON.stringify(outcome).slice(0, 200)}`);
      }
    }
    recordMetrics("action-limits", { actions: actions.length, cases, problems: problems.length });
    expect(actions.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it("the Scout upload refuses too many, too large and wrong-type resumes with a clear message", async () => {
    const { assessments } = (await (
      await fetch(`${baseUrl}/api/public/assessments?page=1&pageSize=1`, { headers: { "x-api-key": apiKey } })
    ).json()) as {
      assessments: { candidateId: string }[];
    };
    const candidateId = assessments[0]!.candidateId;
    const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
    const forms: [string, () => FormData][] = [
      ["11 resumes (max 10)", () => withFiles(Array.from({ length: 11 }, (_, i) => pdf(`r${i}.pdf`, 1000)))],
      ["a resume of 10 MB + 1 byte", () => withFiles([pdf("big.pdf", 10 * 1024 * 1024 + 1)])],
      [
        "an .exe resume",
        () => withFiles([new File([new Uint8Array(100)], "cv.exe", { type: "application/x-msdownload" })]),
      ],
      ["linkedinUrl not a URL", () => withFields({ linkedinUrl: "not a url" })],
      ["githubUrl a number", () => withFields({ githubUrl: "12345" })],
    ];
    const problems: string[] = [];
    for (const [label, form] of forms) {
      const response = await fetch(`${baseUrl}/api/candidates/${encodeURIComponent(candidateId)}/scout`, {
        method: "POST",
        headers: { cookie },
        body: form(),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      if (response.status >= 500) problems.push(`${label}: HTTP ${response.status}`);
      else if (response.status < 400) problems.push(`${label}: accepted (${response.status})`);
      else if (!clear(body.message)) problems.push(`${label}: unclear answer ${JSON.stringify(body).slice(0, 200)}`);
    }
    recordMetrics("scout-limits", { cases: forms.length, problems: problems.length });
    expect(problems).toEqual([]);
  });

  it("the results PDF route answers an id with a NUL or another control character with a clear 400", async () => {
    const problems: string[] = [];
    const ids = ["int_\u0000x", "\u0000", "int\r\nx", "int_\u007f", "x".repeat(201)];
    for (const id of ids) {
      for (const accept of ["application/json", "text/html"]) {
        const response = await fetch(`${baseUrl}/api/results/${encodeURIComponent(id)}/pdf`, {
          headers: { cookie, accept },
        });
        const text = await response.text();
        const label = `${JSON.stringify(id).slice(0, 30)} as ${accept}`;
        if (response.status !== 400) problems.push(`${label}: HTTP ${response.status}`);
        else if (!/Not a screen id/.test(text)) problems.push(`${label}: unclear answer ${text.slice(0, 200)}`);
      }
    }
    recordMetrics("pdf-id-limits", { cases: ids.length * 2, problems: problems.length });
    expect(problems).toEqual([]);
  });

  it("list pages answer a bad size, cursor, sort or date by falling back, never with an error", async () => {
    const problems: string[] = [];
    const lists = [
      ["/candidates", "Candidates"],
      ["/assessments", "Screens"],
    ] as const;
    for (const [path, caption] of lists) {
      for (const query of badListQueries) {
        const response = await fetch(`${baseUrl}${path}?${query}`, { headers: { cookie } });
        const html = await response.text();
        if (response.status !== 200) problems.push(`${path}?${query}: HTTP ${response.status}`);
        else if (!html.includes(`<caption class="sr-only">${caption}</caption>`))
          problems.push(`${path}?${query}: no list on the page`);
      }
    }
    recordMetrics("list-query-limits", { cases: badListQueries.length * lists.length, problems: problems.length });
    expect(problems).toEqual([]);
  });
});

function withFiles(files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("resumes", file);
  return form;
}

function withFields(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("resumes", new File([new Uint8Array(100)], "cv.pdf", { type: "application/pdf" }));
  return form;
}
