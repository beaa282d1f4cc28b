import { foldText } from "@/lib/sync/mirror/fold";

/**
 * The words of a search that the trigram index can look up on their own: runs of letters and digits of three
 * characters or more (a shorter one has no trigram, and asking the index for it reads every row), each once.
 * Each is part of the folded search, so a row containing the search contains every one of them.
 */
export function probeWords(q: string): string[] {
  const words = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  return [...new Set(words)];
}
