// Loaded by the launchers (scripts/start.ts, scripts/serve-standalone.ts) into the Next.js server with `--import`,
// before Next.js starts. Next.js keeps its HTTP server to itself; the graceful shutdown (lib/shutdown) must close
// that server's port itself, at its own moment (Next.js' own SIGTERM handler is turned off with
// NEXT_MANUAL_SIG_HANDLE: it closes the port at once and exits before running jobs end). So every server that
// listens is recorded here, under a global the shutdown reads.
import http from "node:http";

const servers = new Set();
const listen = http.Server.prototype.listen;

http.Server.prototype.listen = function listenAndRecord(...args) {
  servers.add(this);
  this.once("close", () => servers.delete(this));
  return listen.apply(this, args);
};

globalThis[Symbol.for("screening-dashboard.http-servers")] = servers;
