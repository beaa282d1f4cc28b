/** A count as the cohort page writes it. */
export const n = (value: number) => value.toLocaleString("en");

/** A score to one decimal, a whole one without, a missing one as a dash. */
export const s1 = (value: number | null) =>
  value === null ? "—" : Number.isInteger(value) ? String(value) : value.toFixed(1);
