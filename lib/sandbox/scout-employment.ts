import type { ScoutFinding } from "./scout-checks";

/** A dated position found in resume text: "2019 – 2023", "Mar 2018 - present", "2016-17". */
export interface Span {
  start: number;
  end: number;
  text: string;
  ongoing: boolean;
}

const month = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const year = "((?:19|20)\\d{2})";
const rangePattern = new RegExp(
  `(?:${month}\\s+)?${year}\\s*(?:-|–|—|to|until)\\s*(?:(?:${month}\\s+)?${year}|(\\d{2})\\b|(present|current|now|today|heute|aujourd'hui))`,
  "gi",
);

/** "2016-17" and "1999-01" shorthand: the end is the first year with those last two digits not before the start. */
function shortYear(start: number, twoDigits: number): number {
  const sameCentury = Math.floor(start / 100) * 100 + twoDigits;
  return sameCentury >= start ? sameCentury : sameCentury + 100;
}

export function findSpans(text: string, currentYear: number): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(rangePattern)) {
    const start = Number(match[1]);
    const ongoing = match[4] !== undefined;
    const end = ongoing ? currentYear : match[2] ? Number(match[2]) : shortYear(start, Number(match[3]));
    spans.push({ start, end, ongoing, text: match[0].trim() });
  }
  return spans;
}

/** The largest number of positions held in the same year. */
function maxConcurrent(spans: Span[]): number {
  let max = 0;
  const years = spans.flatMap((s) => [s.start, s.end]);
  for (let y = Math.min(...years); y <= Math.max(...years); y++) {
    max = Math.max(max, spans.filter((s) => s.start < y && s.end > y).length);
  }
  return max;
}

/**
 * Plausibility of the employment history: no dates in the future, no ranges that end before they start,
 * no single position over 45 years, and no more than three jobs held at once through whole years.
 */
export function checkEmploymentHistory(texts: string[], now: Date): ScoutFinding {
  const check = "employment-history";
  if (texts.length === 0)
    return { check, status: "skipped", detail: "No readable resume; employment history was not checked." };
  const currentYear = now.getUTCFullYear();
  const spans = texts.flatMap((t) => findSpans(t, currentYear));
  if (spans.length === 0) return { check, status: "skipped", detail: "The resume lists no dated positions to check." };

  const problems: string[] = [];
  const future = spans.filter((s) => s.start > currentYear || (!s.ongoing && s.end > currentYear));
  if (future.length > 0) problems.push(`dates in the future (${future.map((s) => s.text).join(", ")})`);
  const backwards = spans.filter((s) => s.end < s.start);
  if (backwards.length > 0)
    problems.push(`ranges that end before they start (${backwards.map((s) => s.text).join(", ")})`);
  const long = spans.filter((s) => s.end - s.start > 45);
  if (long.length > 0) problems.push(`implausibly long tenures (${long.map((s) => s.text).join(", ")})`);
  const valid = spans.filter((s) => s.end >= s.start);
  const concurrent = valid.length > 0 ? maxConcurrent(valid) : 0;
  if (concurrent > 3) problems.push(`${concurrent} positions held at the same time`);

  if (problems.length > 0) return { check, status: "fail", detail: `Employment history has ${problems.join("; ")}.` };
  const earliest = Math.min(...spans.map((s) => s.start));
  const plural = spans.length === 1 ? "position" : "positions";
  return {
    check,
    status: "pass",
    detail: `${spans.length} dated ${plural} from ${earliest} to ${Math.max(...spans.map((s) => s.end))} form a plausible history.`,
  };
}
