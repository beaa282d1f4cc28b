/** A run of text as a chat tool shows it: plain, or bold, italic, struck, code, or a link. Browser-safe, pure. */
export interface Inline {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
  /** Only an http(s) URL: anything else is shown as text. */
  href?: string;
}

/** The URL when it is http or https, else null (a `javascript:` link is never rendered as one). */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Applies `pattern`'s matches with `toInline`, the text between them plain; at most `max` runs. */
export function tokenize(
  text: string,
  pattern: RegExp,
  toInline: (match: RegExpExecArray) => Inline,
  plain: (text: string) => string = (t) => t,
  max = 500,
): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(pattern.source, "g"))) {
    if (runs.length >= max) break;
    if (match.index > last) runs.push({ text: plain(text.slice(last, match.index)) });
    runs.push(toInline(match as RegExpExecArray));
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: plain(text.slice(last)) });
  return runs;
}
