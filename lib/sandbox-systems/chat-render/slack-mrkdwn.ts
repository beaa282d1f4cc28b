import { safeHref, tokenize, type Inline } from "./inline";

/** Slack's mrkdwn escapes: &amp; &lt; &gt; in text come back as & < >. */
const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * Slack mrkdwn (docs.slack.dev, "Formatting text for app surfaces") as runs: *bold*, _italic_, ~strike~, `code`,
 * <url|text> and <url> links, <!here> and <@U…> mentions as text. Styles do not nest here; Slack's rarely do.
 */
export function slackMrkdwn(text: string): Inline[] {
  return tokenize(
    text.slice(0, 12_000),
    /<([^<>|\n]+)(?:\|([^<>\n]+))?>|`([^`\n]+)`|\*([^*\n]+)\*|_([^_\n]+)_|~([^~\n]+)~/,
    (m) => {
      if (m[1] !== undefined) {
        const target = m[1];
        if (target.startsWith("!")) return { text: `@${target.slice(1).split("^")[0]}`, bold: true };
        if (target.startsWith("@") || target.startsWith("#")) return { text: m[2] ?? target, bold: true };
        const href = safeHref(unescape(target));
        const label = unescape(m[2] ?? target);
        return href ? { text: label, href } : { text: label };
      }
      if (m[3] !== undefined) return { text: unescape(m[3]), code: true };
      if (m[4] !== undefined) return { text: unescape(m[4]), bold: true };
      if (m[5] !== undefined) return { text: unescape(m[5]), italic: true };
      return { text: unescape(m[6]!), strike: true };
    },
    unescape,
  );
}
