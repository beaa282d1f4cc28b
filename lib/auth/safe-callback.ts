/**
 * Where sign-in may send someone back to: a path of this app, never another host. The check runs on the path the
 * value resolves to, as a browser would resolve it: dot segments (`/.//evil.example`, `/a/..//evil.example`, their
 * `%2e` spellings) collapse to `//evil.example`, `\` reads as `/`, and tabs and line breaks are dropped, so a check
 * of the raw text alone lets them through. A resolved path starting with `//` or `/\` would leave for another host
 * once written into a link, so it falls back to the overview too.
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
  const path = url.pathname;
  if (path.startsWith("//") || path.startsWith("/\\") || /^\/%(2f|5c)/i.test(path)) return "/";
  const target = `${path}${url.search}${url.hash}`;
  // The result must itself resolve to this origin and to the same path (it is what the form will link to).
  const again = new URL(target, base);
  return again.origin === base && again.pathname === path ? target : "/";
}
