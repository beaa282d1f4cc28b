import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { signIn } from "@/testing/http-session";
import { recordMetrics } from "./support/metrics";

/**
 * The API key and the webhook secret never reach a browser: not in any file of .next/static, not in any page
 * the server renders (HTML with its inline RSC payload), for an admin (who sees the settings pages) or
 * anyone else, nor in the scripts those pages load. Searched: this server's random key and secret, the
 * secret's bare base64 key, the demo keys a build could have inlined, and the secret generated into .data when
 * the app was built.
 */
const baseUrl = inject("baseUrl");
const apiKey = inject("apiKey");
const webhookSecret = inject("webhookSecret");

function needles() {
  const list = new Map<string, string>([
    ["API key (this server)", apiKey],
    ["webhook secret (this server)", webhookSecret],
    ["webhook secret key (this server)", webhookSecret.replace(/^whsec_/, "")],
    ["demo API key acme", "sbx_acme_demo"],
    ["demo API key globex", "sbx_globex_demo"],
  ]);
  const built = path.resolve(".data/secrets/webhook-secret");
  if (fs.existsSync(built)) {
    const secret = fs.readFileSync(built, "utf8").trim();
    list.set("webhook secret (.data, build time)", secret);
    list.set("webhook secret key (.data, build time)", secret.replace(/^whsec_/, ""));
  }
  return list;
}

function* staticFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* staticFiles(full);
    else yield full;
  }
}

const findIn = (where: string, text: string, found: string[]) => {
  for (const [name, needle] of needles()) if (needle && text.includes(needle)) found.push(`${name} in ${where}`);
};

async function publicIds() {
  const get = async <T>(p: string) =>
    (await (await fetch(`${baseUrl}${p}`, { headers: { "x-api-key": apiKey } })).json()) as T;
  const { assessments } = await get<{
    assessments: { identifier: string; candidateId: string; problemId: string; status: string }[];
  }>("/api/public/assessments?page=1&pageSize=200");
  const completed = assessments.find((a) => a.status === "Completed") ?? assessments[0]!;
  return { interviewId: completed.identifier, candidateId: completed.candidateId, problemId: completed.problemId };
}

describe("secrets stay on the server", () => {
  it("finds neither the API key nor the webhook secret in .next/static or in served pages", async () => {
    const found: string[] = [];
    let files = 0;
    for (const file of staticFiles(path.resolve(".next/static"))) {
      files++;
      findIn(path.relative(".", file), fs.readFileSync(file, "latin1"), found);
    }

    const ids = await publicIds();
    const manifest = JSON.parse(fs.readFileSync(path.resolve(".next/app-path-routes-manifest.json"), "utf8")) as Record<
      string,
      string
    >;
    const pages = Object.entries(manifest)
      .filter(([key]) => key.endsWith("/page") && !key.includes("/_"))
      .map(([, route]) =>
        route
          .replace("[interviewId]", ids.interviewId)
          .replace("[candidateId]", ids.candidateId)
          .replace("[problemId]", ids.problemId)
          .replace("[jobId]", "00000000-0000-0000-0000-000000000000")
          .replace("[token]", "no-such-token"),
      );
    const admin = await signIn(baseUrl, "admin@sandbox.test");
    const scripts = new Set<string>();
    let served = 0;
    for (const page of pages) {
      for (const cookie of [admin, undefined]) {
        const response = await fetch(`${baseUrl}${page}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
        const html = await response.text();
        served++;
        expect(response.status, `${page}`).toBeLessThan(500);
        findIn(`${page} (${cookie ? "admin" : "anonymous"}, ${response.status})`, html, found);
        for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src!);
      }
    }
    for (const src of scripts) findIn(src, await (await fetch(new URL(src, baseUrl))).text(), found);

    recordMetrics("secret-leak", {
      staticFiles: files,
      pagesServed: served,
      scriptsFetched: scripts.size,
      occurrences: found.length,
    });
    expect(pages.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
