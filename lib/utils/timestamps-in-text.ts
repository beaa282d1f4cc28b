/**
 * A service's text cut at each ISO 8601 moment it names ("Observed from 2026-11-03T12:34:56.000Z to …"), so a page can
 * show each in the reader's zone and keep the words around them as written, and the blind evidence can measure the
 * span they cover (lib/review/location-evidence.ts). Only full moments count: a date and a time with minutes or
 * seconds and a zone (`Z` or an offset, `+01:00` or `+0100`); a bare date or a time without a zone is left as text, as
 * is anything that does not parse. Browser-safe.
 */
export type TextPart = { text: string } | { moment: string };

const moment = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})(?![\w:+-]|\.\d)/g;

export function timestampsInText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(moment)) {
    if (Number.isNaN(Date.parse(match[0]))) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ moment: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
