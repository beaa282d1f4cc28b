import type { Span, SpanProcessor } from "@opentelemetry/sdk-trace-node";

/** Query parameters whose values never reach a trace: a sign-in form sent by GET put the password there. */
const SECRET_PARAMS = /^(password|passwd|pwd|secret|token|csrftoken|apikey|api_key)$/i;
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.query"];

/** The URL or path with each secret parameter's value replaced by `[redacted]` (the rest as it was). */
export function redactQuerySecrets(target: string): string {
  const start = target.indexOf("?");
  if (start < 0) return target;
  const end = target.indexOf("#", start);
  const query = target.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judged by its raw name.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${target.slice(0, start + 1)}${redacted}${end < 0 ? "" : target.slice(end)}`;
}

/**
 * Rewrites a span's URL attributes as it starts (Next.js sets `http.target` to the request's whole URL, query
 * included), so no exporter ever sees a password or token sent in a query string.
 */
export const redactQuerySecretsProcessor: SpanProcessor = {
  onStart(span: Span) {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value === "string" && value.includes("?")) span.setAttribute(key, redactQuerySecrets(value));
    }
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
