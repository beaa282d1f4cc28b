/**
 * The client's address as this server saw it, for the sign-in throttle: the last `X-Forwarded-For` entry, which
 * Next.js's own server appends from the socket (entries before it are whatever the client sent, and a guesser
 * could rotate them freely).
 */
export function clientAddress(headers: Record<string, string | string[] | undefined> | Headers | undefined): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headers?.["x-forwarded-for"];
  const value = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  return (
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1) ?? "unknown"
  );
}
