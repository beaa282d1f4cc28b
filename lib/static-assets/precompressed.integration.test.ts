import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request for a path as written (not normalised), its body read as the bytes sent (fetch would decompress it). */
function request(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(inject("baseUrl"));
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path: pathname, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const CHROMIUM = "gzip, deflate, br, zstd";

describe("the build's static files", () => {
  let script: string;
  let onDisk: Buffer;

  beforeAll(async () => {
    const page = await (await fetch(`${inject("baseUrl")}/sign-in`)).text();
    const src = page.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    if (!src) throw new Error("The sign-in page names no script chunk");
    script = src;
    onDisk = fs.readFileSync(path.join(".next", "static", src.slice("/_next/static/".length)));
  });

  it("are sent as the build compressed them with Brotli to a browser that accepts it", async () => {
    const answer = await request(script, { "accept-encoding": CHROMIUM });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    expect(zlib.brotliDecompressSync(answer.body).equals(onDisk)).toBe(true);
    // Smaller than Next.js' own gzip of the same file.
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(onDisk).length);
  });

  it("carry the security headers Next.js sends with the file (next.config.ts's rules), HSTS behind HTTPS", async () => {
    const security = ["x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy"];
    const more = ["cross-origin-opener-policy", "content-security-policy", "strict-transport-security"];
    const pick = (answer: Answer) =>
      Object.fromEntries([...security, ...more].map((name) => [name, answer.headers[name]]));
    const requests: Record<string, string>[] = [{}, { "x-forwarded-proto": "https" }];
    for (const forwarded of requests) {
      const copy = await request(script, { "accept-encoding": CHROMIUM, ...forwarded });
      const fromNext = await request(script, { "accept-encoding": "identity", ...forwarded });
      expect(copy.headers["content-encoding"]).toBe("br");
      expect(fromNext.headers["content-encoding"]).toBeUndefined();
      expect(pick(copy)).toEqual(pick(fromNext));
      for (const name of security) expect(copy.headers[name], name).toBeTruthy();
      expect(Boolean(copy.headers["strict-transport-security"])).toBe("x-forwarded-proto" in forwarded);
    }
  });

  it("are sent gzipped to a client that accepts only gzip, and as they are to one that accepts neither", async () => {
    const gzipped = await request(script, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).equals(onDisk)).toBe(true);
    const plain = await request(script, { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);
  });

  it("answer a revalidation with 304 and a HEAD without a body", async () => {
    const first = await request(script, { "accept-encoding": CHROMIUM });
    const again = await request(script, { "accept-encoding": CHROMIUM, "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await request(script, { "accept-encoding": CHROMIUM }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it("leave anything else to Next.js: a file the build did not make, or a path out of the folder", async () => {
    const missing = await request("/_next/static/chunks/not-built.js", { "accept-encoding": CHROMIUM });
    expect(missing.status).toBe(404);
    const outside = await request("/_next/static/../BUILD_ID", { "accept-encoding": CHROMIUM });
    expect(outside.status).toBe(404);
    expect(outside.body.toString()).not.toBe(fs.readFileSync(path.join(".next", "BUILD_ID"), "utf8"));
  });
});
