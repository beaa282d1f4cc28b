/** Regular-expression alternatives per statement: Postgres compiles each; thousands in one would be too complex. */
const PER_PATTERN = 200;

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What may stand next to an identifier and still be part of a longer one: letters (accented ones and every other
 * script too), digits, `_`, and the characters emails and ids are made of. "Anna" is not a token of "Hannah" or of
 * "Savannah", "anna@x.io" not one of "joanna@x.io", "id-12" not one of "id-123" or "x-id-12". Written so that
 * Postgres (ARE) and JavaScript read the same pattern: `\uXXXX` escapes, lookbehind and lookahead.
 */
const WORD = String.raw`0-9A-Za-z_+@\u00C0-\uFFFF`;
const BEFORE = String.raw`(?<![${WORD}.\-])`;
/** A `.` or `-` after it ends a sentence or a clause, unless a word goes on (`anna@x.io.` yes, `anna@x.io.uk` no). */
const AFTER = String.raw`(?![${WORD}]|[.\-][${WORD}])`;

/** How a value may also appear in stored text: HTML-escaped (sent mail), JSON-escaped (bodies and payloads). */
function spellings(value: string): string[] {
  const html = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");
  const json = JSON.stringify(value).slice(1, -1);
  return [...new Set([value, html, json])];
}

/**
 * Case-insensitive regular expressions (for Postgres `~* ANY(...)`, and JavaScript with the `iu` flags) that match
 * any of these identifiers as a whole token however the stored text spelled them: a name as the whole name, an email
 * as the whole address, an id as the whole id; never inside a longer word, name, address or id. An empty list
 * matches nothing.
 */
export function identifierPatterns(identifiers: readonly string[]): string[] {
  const alternatives = [...new Set(identifiers.flatMap(spellings))].map(escapeRegex);
  const patterns: string[] = [];
  for (let i = 0; i < alternatives.length; i += PER_PATTERN)
    patterns.push(`${BEFORE}(?:${alternatives.slice(i, i + PER_PATTERN).join("|")})${AFTER}`);
  return patterns;
}

/** Text an admin typed (an erasure's reason) with the person's identifiers replaced, for the tombstone. */
export function withoutIdentifiers(text: string, identifiers: readonly string[]): string {
  return identifierPatterns(identifiers).reduce((out, p) => out.replace(new RegExp(p, "giu"), "[erased]"), text);
}
