/**
 * Where sign-in may send someone back to: a path of this app, never another host. Browsers read `\` as `/` and drop
 * tabs and line breaks inside a URL, so `/\evil.example` and `/%09/evil.example` would land on another site once a
 * check of the raw text passed them; the value is therefore resolved as a browser would, then kept only if it stays
 * on this origin.
 */
const base = "http://dashboard.invalid";

export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(value) || /%(0[0-9a-f]|1[0-9a-f]|7f|5c)/i.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base || value.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
