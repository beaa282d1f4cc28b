/**
 * Text as lists sort and search it: accents stripped and lower-cased, so "Léa" sorts with "Lea", not after
 * "Zoë", whatever the database's collation, and a search for "lea" finds "Léa" (the query is folded alike).
 */
export const foldText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
