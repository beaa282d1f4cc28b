/** rel="next" of a Link header, kept only when it stays on the connection's own base URL. Pure. */
export function nextPage(link: string | null, baseUrl: string): string | null {
  const next = link?.split(",").find((part) => /rel="?next"?/.test(part));
  const url = next?.match(/<([^>]+)>/)?.[1];
  if (!url) return null;
  const base = new URL(baseUrl);
  const parsed = new URL(url, base);
  return parsed.origin === base.origin
    ? parsed.pathname.replace(base.pathname.replace(/\/$/, ""), "") + parsed.search
    : null;
}
