import { safeHref, tokenize, type Inline } from "./inline";

/** One paragraph or list of a TextBlock. */
export type MarkdownBlock = { kind: "text"; runs: Inline[] } | { kind: "ul" | "ol"; items: Inline[][] };

/** The inline part of the Adaptive Card markdown subset: **bold**, _italic_, [title](url). */
const inline = (text: string): Inline[] =>
  tokenize(text, /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|_([^_\n]+)_/, (m) => {
    if (m[1] !== undefined) {
      const href = safeHref(m[2]!);
      return href ? { text: m[1], href } : { text: m[1] };
    }
    if (m[3] !== undefined) return { text: m[3], bold: true };
    return { text: m[4]!, italic: true };
  });

/**
 * A TextBlock's text as Teams shows it (learn.microsoft.com, Adaptive Cards "Text features"): the supported subset
 * of CommonMark, bold, italic, links, and bullet ("- ") or numbered ("1. ") lists on lines of their own (\r or \n).
 */
export function adaptiveMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const line of text.slice(0, 12_000).split(/\r\n|\r|\n/)) {
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    const kind = bullet ? "ul" : numbered ? "ol" : null;
    const previous = blocks.at(-1);
    if (kind) {
      const item = inline((bullet ?? numbered)![1]!);
      if (previous?.kind === kind) previous.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (previous?.kind === "text") previous.runs.push({ text: "\n" }, ...inline(line));
    else blocks.push({ kind: "text", runs: inline(line) });
  }
  return blocks;
}
