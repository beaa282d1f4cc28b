import http from "node:http";

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  text: string;
}

/**
 * One HTTP request sent from a chosen local address (any of 127.0.0.0/8 on Linux), so the server sees that address
 * on its socket, as it would see a different client: the server believes no `X-Forwarded-For` unless told to.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress,
        headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            setCookies: response.headers["set-cookie"] ?? [],
            text,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The `name=value` pairs of Set-Cookie headers, ready for a Cookie header. */
export const cookiePairs = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
