import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small load balancer for tests: each request (a server-sent-events stream included) goes to the next of the
 * live targets in turn. The response carries `x-instance` (the target's index), and the proxy counts what each
 * target served. A target taken out (its instance was killed) gets no more requests, as a health check would do.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests each target answered, by index. */
  served: number[];
  remove(index: number): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const live = targets.map((_, i) => i);
  const served = targets.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    if (!live.length) return void response.writeHead(503).end("no instance");
    const index = live[turn++ % live.length]!;
    const target = new URL(targets[index]!);
    // The Host header stays the proxy's: the app sees the address the client used, as behind a real balancer.
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        served[index]! += 1;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(index) });
        answer.pipe(response);
      },
    );
    upstream.on("error", () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    remove(index) {
      const at = live.indexOf(index);
      if (at >= 0) live.splice(at, 1);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
