// Loaded by the launcher (scripts/start.ts) into the Next.js server with `--import`, before Next.js starts.
// Next.js gives route handlers and server actions no access to the socket, only to headers, and `next start` passes
// on whatever `X-Forwarded-For` a client sends. So every request gets the socket's peer address in a header of its
// own, written here over any copy the client sent; lib/auth/client-address.ts reads it only when this file has run
// in the same process (the global below), so the header is never believed where nothing overwrote it.
import http from "node:http";

const header = "x-dashboard-socket-address";
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithSocketAddress(event, request, ...rest) {
  if (event === "request" && request && request.headers) {
    request.headers[header] = request.socket?.remoteAddress ?? "";
  }
  return emit.call(this, event, request, ...rest);
};

globalThis[Symbol.for("screening-dashboard.socket-address-header")] = header;
