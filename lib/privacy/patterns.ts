/** Regular-expression alternatives per statement: Postgres compiles each; thousands in one would be too complex. */
const PER_PATTERN = 200;

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How a value may also appear in stored text: HTML-escaped (sent mail), JSON-escaped (bodies and payloads). */
function spellings(value: string): string[] {
  const html = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");
  const json = JSON.stringify(value).slice(1, -1);
  return [...new Set([value, html, json])];
}

/**
 * Case-insensitive regular expressions (for `~* ANY(...)`) that match any of these identifiers however the
 * stored text spelled them; an empty list matches nothing.
 */
export function identifierPatterns(identifiers: readonly string[]): string[] {
  const alternatives = [...new Set(identifiers.flatMap(spellings))].map(escapeRegex);
  const patterns: string[] = [];
  for (let i = 0; i < alternatives.length; i += PER_PATTERN)
    patterns.push(alternatives.slice(i, i + PER_PATTERN).join("|"));
  return patterns;
}

/** Text an admin typed (an erasure's reason) with the person's identifiers replaced, for the tombstone. */
export function withoutIdentifiers(text: string, identifiers: readonly string[]): string {
  return identifiers.reduce((out, id) => out.replace(new RegExp(escapeRegex(id), "gi"), "[erased]"), text);
}
