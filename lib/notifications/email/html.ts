/** Text made safe for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Already-escaped markup, passed through `html` untouched. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

/**
 * A tagged template for email markup: every interpolated string is escaped, SafeHtml (and arrays of it) is kept.
 * Emails are rendered outside React on purpose: the job that sends them runs where react-dom/server is not allowed.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? "";
  parts.forEach((part, i) => {
    if (part instanceof SafeHtml) out += part.value;
    else if (Array.isArray(part)) out += part.map((p: SafeHtml) => p.value).join("");
    else if (part !== null && part !== undefined && part !== false) out += escapeHtml(part as string | number);
    out += strings[i + 1] ?? "";
  });
  return new SafeHtml(out);
}
