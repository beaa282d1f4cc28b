// Loaded by the launchers (scripts/start.ts, scripts/serve-standalone.ts) into each Next.js server process with
// `--import`. It does nothing unless the instance runs several processes (WEB_CONCURRENCY, scripts/lib/
// server-processes.ts), which take turns at the port's connections. Some routes keep state in the memory of the process
// that answers them: in sandbox mode the sandbox service's rate limits (its public API and controls) and the sandbox
// outside systems (the ATSs and the chat catcher). So the first process serves all of them: it also listens on a
// private loopback port, and every other process passes such a request there unchanged and relays the answer.
import http from "node:http";

const count = Number(process.env.SERVER_PROCESSES ?? 1);
const index = Number(process.env.SERVER_PROCESS_INDEX ?? 0);
const port = Number(process.env.PINNED_ROUTES_PORT ?? 0);

const PINNED = ["/api/public/", "/api/sandbox/", "/api/sandbox-systems/", "/share/"];
const isPinned = (url = "") => PINNED.some((prefix) => url.startsWith(prefix));

/** Headers about one connection, not the request: each hop has its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** The first process: Next.js' server answers the private port's requests too. */
function servePinned(server) {
  const pinned = http.createServer((request, response) => server.emit("request", request, response));
  // Longer than the passing processes' idle sockets live, so a kept connection is never closed under a request.
  pinned.keepAliveTimeout = 120_000;
  pinned.listen({ port, host: "127.0.0.1", exclusive: true });
}

/** Every other process: a pinned path goes to the first process, anything else to Next.js as before. */
function forwardPinned(server) {
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });
  const handlers = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", (request, response) => {
    if (!isPinned(request.url)) {
      for (const handler of handlers) handler.call(server, request, response);
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers: endToEnd(request.headers), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "The server process that answers this path is not reachable." }));
    });
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
}

if (count > 1 && port) {
  const listen = http.Server.prototype.listen;
  let first = true;
  // Next.js' server is the first to listen; the private one is made after it and passes through.
  http.Server.prototype.listen = function listenWithPinnedRoutes(...args) {
    if (first) {
      first = false;
      if (index === 0) servePinned(this);
      else forwardPinned(this);
    }
    return listen.apply(this, args);
  };
}
