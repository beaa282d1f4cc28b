/** Keys whose values never reach the integration log. */
const SECRET_KEY = /(api[_-]?key|secret|token|password|signature|authorization|credential)/i;
/** Base64 file contents (Workable's comment attachment: `data`): logged as their size only. */
const FILE_KEY = /^(content|file|data|data_base64)$/i;
const MAX_LOGGED = 8_000;

function maskValue(value: unknown, depth: number): unknown {
  if (depth > 20) return "…";
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null
          ? "••••"
          : FILE_KEY.test(k) && typeof v === "string" && v.length > 200
            ? `<${v.length} characters of file content>`
            : maskValue(v, depth + 1),
      ]),
    );
  return value;
}

/**
 * A body as the integration log keeps it: JSON with every secret-looking key masked and file contents replaced by
 * their size, anything else as text; cut at 8,000 characters. Browser-safe and pure.
 */
export function maskBody(body: string | null | undefined): string | null {
  if (body === null || body === undefined || body === "") return null;
  let text: string;
  try {
    text = JSON.stringify(maskValue(JSON.parse(body), 0), null, 2);
  } catch {
    text = body;
  }
  return text.length > MAX_LOGGED ? `${text.slice(0, MAX_LOGGED)}… (${text.length} characters)` : text;
}

/** A URL as logged: secret-looking query parameters masked. */
export function maskUrl(url: string): string {
  const parsed = new URL(url);
  for (const key of [...parsed.searchParams.keys()]) if (SECRET_KEY.test(key)) parsed.searchParams.set(key, "••••");
  return parsed.toString();
}
