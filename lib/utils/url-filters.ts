import { parseAsString } from "nuqs";

const text = parseAsString.withDefault("");

/**
 * nuqs parsers for a list's filter keys (lib/sync/read/list-filter-keys.ts, lib/cohort/cohort-filter-keys.ts):
 * every filter is a string in the URL, empty meaning none; the server's zod schema reads and bounds the same keys.
 */
export function filterParsers<const K extends string>(keys: readonly K[]): Record<K, typeof text> {
  return Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>;
}

/** A keyset-paged list's cursors (lib/sync/read/list-query.ts pagingParams). */
export const cursorParsers = { after: parseAsString, before: parseAsString };
