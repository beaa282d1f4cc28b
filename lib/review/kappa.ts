/**
 * Agreement beyond chance. Cohen's kappa for two raters from their contingency table; Fleiss' kappa for many
 * raters from each item's count per category (with a varying number of raters per item, the usual generalisation:
 * each item's agreement is taken over its own rater pairs). Null when chance agreement is total (undefined).
 */

/** Cohen's kappa from a square table: `table[i][j]` = items rater A put in category i and rater B in j. */
export function cohensKappa(table: readonly (readonly number[])[]): number | null {
  const k = table.length;
  const total = table.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  if (!total) return null;
  let observed = 0;
  let chance = 0;
  for (let i = 0; i < k; i++) {
    observed += table[i]![i]! / total;
    const row = table[i]!.reduce((a, b) => a + b, 0) / total;
    const column = table.reduce((sum, r) => sum + r[i]!, 0) / total;
    chance += row * column;
  }
  return chance >= 1 ? null : (observed - chance) / (1 - chance);
}

/** What Fleiss' kappa needs from items that share a number of raters `n`: their count and sums. */
export interface FleissGroup {
  /** Raters per item in this group (at least 2). */
  raters: number;
  items: number;
  /** Σ over the group's items and categories of n_ij². */
  sumOfSquares: number;
  /** Σ over the group's items of n_ij, per category. */
  perCategory: readonly number[];
}

/** Fleiss' kappa from per-item category counts grouped by raters per item (what one SQL GROUP BY returns). */
export function fleissKappaFromGroups(groups: readonly FleissGroup[]): number | null {
  let items = 0;
  let agreement = 0;
  const categoryTotals: number[] = [];
  for (const g of groups) {
    if (g.raters < 2 || !g.items) continue;
    items += g.items;
    agreement += (g.sumOfSquares - g.items * g.raters) / (g.raters * (g.raters - 1));
    g.perCategory.forEach((count, j) => (categoryTotals[j] = (categoryTotals[j] ?? 0) + count));
  }
  const ratings = categoryTotals.reduce((a, b) => a + b, 0);
  if (!items || !ratings) return null;
  const observed = agreement / items;
  const chance = categoryTotals.reduce((sum, c) => sum + (c / ratings) ** 2, 0);
  return chance >= 1 ? null : (observed - chance) / (1 - chance);
}

/** Fleiss' kappa from the table itself: `counts[i][j]` = raters who put item i in category j. */
export function fleissKappa(counts: readonly (readonly number[])[]): number | null {
  const groups = new Map<number, { items: number; sumOfSquares: number; perCategory: number[] }>();
  for (const row of counts) {
    const raters = row.reduce((a, b) => a + b, 0);
    const g = groups.get(raters) ?? { items: 0, sumOfSquares: 0, perCategory: row.map(() => 0) };
    g.items += 1;
    g.sumOfSquares += row.reduce((sum, c) => sum + c * c, 0);
    row.forEach((c, j) => (g.perCategory[j] = (g.perCategory[j] ?? 0) + c));
    groups.set(raters, g);
  }
  return fleissKappaFromGroups([...groups].map(([raters, g]) => ({ raters, ...g })));
}
