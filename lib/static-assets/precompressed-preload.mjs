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
      for (const { name, suffix } of ENCODINGS) {
        if (!entry.isFile() || !entry.name.endsWith(suffix)) continue;
        const original = file.slice(0, -suffix.length);
        if (!TYPES[path.extname(original)]) continue;
        const key = path.relative(root, original).split(path.sep).join("/");
        copies.set(key, { ...copies.get(key), [name]: `/${key}${suffix}` });
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return copies;
}

/** The response for a copy: Next.js' own headers for a hashed file, plus what the encoding needs. */
function sendCopy(request, response, root, copy, encoding, type) {
  response.setHeader("Content-Type", type);
  response.setHeader("Content-Encoding", encoding);
  response.setHeader("Vary", "Accept-Encoding");
  response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  response.setHeader("X-Content-Type-Options", "nosniff");
  // A byte range of a compressed copy means nothing to a browser that asked for the file: no ranges here.
  send(request, copy, { root, acceptRanges: false, cacheControl: false, index: false })
    .on("error", () => {
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    })
    .pipe(response);
}

function servePrecompressed(server, root, copies) {
  const handlers = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", (request, response) => {
    const url = request.url ?? "";
    const method = request.method;
    const found =
      (method === "GET" || method === "HEAD") && url.startsWith(PREFIX) && !request.headers.range
        ? copies.get(url.slice(PREFIX.length))
        : undefined;
    const available = found ? PREFERRED.filter((name) => found[name]) : [];
    const encoding = available.length
      ? new Negotiator(request).encoding(available, { preferred: PREFERRED })
      : undefined;
    if (!encoding) {
      for (const handler of handlers) handler.call(server, request, response);
      return;
    }
    sendCopy(request, response, root, found[encoding], encoding, TYPES[path.extname(url)]);
  });
}

const root = path.resolve(".next", "static");
const copies = compressedCopies(root);
if (copies.size) {
  const listen = http.Server.prototype.listen;
  let first = true;
  // Next.js' server is the first to listen.
  http.Server.prototype.listen = function listenWithPrecompressed(...args) {
    if (first) {
      first = false;
      servePrecompressed(this, root, copies);
    }
    return listen.apply(this, args);
  };
}
