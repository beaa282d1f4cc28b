import fs from "node:fs";

/** One line of the table: a measured figure, its target and whether it is met. */
export interface Figure {
  id: string;
  measure: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean | null;
  detail: string;
}

export const figure = (
  id: string,
  measure: string,
  value: number,
  unit: string,
  target: string,
  pass: boolean | null,
  detail = "",
): Figure => ({
  id,
  measure,
  value,
  unit,
  target,
  pass,
  detail,
});

function pad(text: string, width: number) {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

/** A fixed-width table for the terminal and a Markdown one for docs/performance.md, from the same figures. */
export function printTable(figures: Figure[]) {
  const rows = figures.map((f) => [
    f.id,
    f.measure,
    `${f.value} ${f.unit}`.trim(),
    f.target,
    f.pass === null ? "–" : f.pass ? "met" : "MISSED",
    f.detail,
  ]);
  const header = ["#", "measure", "value", "target", "result", "detail"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

export function markdownTable(figures: Figure[]) {
  const lines = ["| # | Measure | Value | Target | Result | Detail |", "|---|---|---|---|---|---|"];
  for (const f of figures)
    lines.push(
      `| ${f.id} | ${f.measure} | ${f.value} ${f.unit} | ${f.target} | ${f.pass === null ? "–" : f.pass ? "met" : "**missed**"} | ${f.detail} |`,
    );
  return lines.join("\n");
}

/**
 * bench/results.json: keys in a fixed order (objects are built in that order and nothing is spread from
 * a Map), two-space indent and a final newline, so successive runs diff line by line.
 */
export function writeResults(
  file: string,
  run: Record<string, unknown>,
  figures: Figure[],
  raw: Record<string, unknown>,
) {
  const sortedRaw = Object.fromEntries(
    Object.keys(raw)
      .sort()
      .map((k) => [k, raw[k]]),
  );
  // Two decimals: the clocks are not finer than that, and shorter numbers keep the diffs readable.
  const tidy = (_key: string, value: unknown) =>
    typeof value === "number" && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value;
  fs.writeFileSync(file, `${JSON.stringify({ run, figures, raw: sortedRaw }, tidy, 2)}\n`);
}
