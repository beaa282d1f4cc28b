// Loaded by the launchers (scripts/start.ts, scripts/serve-standalone.ts) into each Next.js server process with
// `--import`. Next.js' server compresses every static file again on every request, with gzip at its default level.
// The build writes each static script and style sheet once more with Brotli at its best quality and with gzip at
// its best level (scripts/lib/precompress.ts); this sends those copies as they are to a browser that accepts them:
// 14 % fewer bytes than Next.js' gzip and no compression on the server while the browser lays out the page. Anything
// else, and any request this cannot answer from a copy, goes to Next.js as before.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import send from "send";

const PREFIX = "/_next/static/";
// In the order preferred when a browser accepts both equally (Chromium sends "gzip, deflate, br, zstd").
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];
const PREFERRED = ENCODINGS.map(({ name }) => name);
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/**
 * Every compressed copy the build wrote (its path under the static folder), by its file's path under /_next/static/.
 * Only these are ever read.
 */
function compressedCopies(root) {
  const copies = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      const encoding = entry.isFile() && ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix));
      const original = encoding && file.slice(0, -encoding.suffix.length);
      if (!original || !TYPES[path.extname(original)]) continue;
      const key = path.relative(root, original).split(path.sep).join("/");
      copies.set(key, { ...copies.get(key), [encoding.name]: `/${key}${encoding.suffix}` });
    }
  };
  if (fs.existsSync(root)) walk(root);
  return copies;
}

/**
 * The header rules of next.config.ts as the build compiled them (the security headers of lib/security/headers.ts
 * for static files among them), so a copy carries exactly what Next.js would have sent with the file. Conditions
 * other than a request header's are not needed today; a path one applies to is left to Next.js.
 */
function headerRules(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  // Every pattern compiled once, here: a condition's value is a pattern the whole header value must match.
  const compiled = (condition) => ({
    ...condition,
    key: condition.key?.toLowerCase(),
    pattern: condition.value === undefined ? undefined : new RegExp(`^${condition.value}$`),
  });
  return (manifest.headers ?? []).map((rule) => ({
    ...rule,
    regex: new RegExp(rule.regex),
    has: (rule.has ?? []).map(compiled),
    missing: (rule.missing ?? []).map(compiled),
  }));
}

const conditionHolds = (request, condition) => {
  const value = request.headers[condition.key];
  return typeof value === "string" && (condition.pattern === undefined || condition.pattern.test(value));
};

/** The headers Next.js would send for this path and request, or undefined if a rule's condition is not understood. */
function configuredHeaders(rules, request, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    if ([...rule.has, ...rule.missing].some((condition) => condition.type !== "header")) return undefined;
    if (!rule.has.every((condition) => conditionHolds(request, condition))) continue;
    if (rule.missing.some((condition) => conditionHolds(request, condition))) continue;
    // The last matching rule sets a header, as in Next.js.
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

function servePrecompressed(server, root, copies, rules) {
  const handlers = server.listeners("request");
  server.removeAllListeners("request");
  const toNext = (request, response) => {
    for (const handler of handlers) handler.call(server, request, response);
  };
  server.on("request", (request, response) => {
    const url = request.url ?? "";
    const method = request.method;
    // A byte range of a compressed copy means nothing to a browser that asked for the file: ranges go to Next.js.
    const found =
      (method === "GET" || method === "HEAD") && url.startsWith(PREFIX) && !request.headers.range
        ? copies.get(url.slice(PREFIX.length))
        : undefined;
    const available = found ? PREFERRED.filter((name) => found[name]) : [];
    const encoding = available.length
      ? new Negotiator(request).encoding(available, { preferred: PREFERRED })
      : undefined;
    const configured = encoding && configuredHeaders(rules, request, url);
    if (!configured) return toNext(request, response);
    send(request, found[encoding], { root, acceptRanges: false, cacheControl: false, index: false })
      .on("headers", (res) => {
        for (const [key, value] of Object.entries(configured)) res.setHeader(key, value);
        res.setHeader("Content-Type", TYPES[path.extname(url)]);
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Vary", "Accept-Encoding");
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      })
      // Nothing is sent before the file is found: a copy gone since the start (a build under a running server) is
      // Next.js' to answer.
      .on("error", () => (response.headersSent ? response.destroy() : toNext(request, response)))
      .pipe(response);
  });
}

const distDir = path.resolve(".next");
const root = path.join(distDir, "static");
const copies = compressedCopies(root);
if (copies.size) {
  const rules = headerRules(distDir);
  const listen = http.Server.prototype.listen;
  let first = true;
  // Next.js' server is the first to listen.
  http.Server.prototype.listen = function listenWithPrecompressed(...args) {
    if (first) {
      first = false;
      servePrecompressed(this, root, copies, rules);
    }
    return listen.apply(this, args);
  };
}
