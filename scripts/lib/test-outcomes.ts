import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * The tests a suite's JSON report names as failed, or as passing only on their retry, one line each, so that the
 * closing lines of `npm test`, the reliability suite and CI say which tests they were (a run's log is often read
 * from its end only). Lines start with a marker `.ci/run` collects: `✗ ` failed, `↻ ` needed its retry. Each line
 * ends with why each failed try failed (the start of its error, and where), since the log of a CI run on another
 * machine may be all there is to go on.
 */
export const FAILED = "✗ ";
export const RETRIED = "↻ ";

export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; line: number; tests: { status: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightResult {
  retry: number;
  status?: string;
  error?: { message?: string };
  errorLocation?: { file: string; line: number };
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;
const MAX_REASON = 300;
/**
 * An error's first three non-empty lines on one, without colours, cut short: Playwright's first line says only
 * which assertion failed, the next ones which locator and what was expected.
 */
const reason = (message: string | undefined) => {
  const lines = stripVTControlCharacters(message ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length ? lines.slice(0, 3).join(" | ").slice(0, MAX_REASON) : undefined;
};

/** Each failed test of a vitest JSON report, and each file that failed outside its tests (a hook, an import). */
export function vitestOutcomes(report: VitestReport, suite: string): string[] {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    if (failed.length)
      return failed.map((a) => {
        const why = reason(a.failureMessages?.[0]);
        return `${FAILED}${suite}: ${relative(file.name)} › ${a.fullName}${why ? ` — ${why}` : ""}`;
      });
    if (file.status !== "failed") return [];
    const why = reason(file.message) ?? "failed outside its tests";
    return [`${FAILED}${suite}: ${relative(file.name)} (${why})`];
  });
}

/** " — try 1: <why> (at file:line); try 2: …" for each try that did not pass. */
function triesFailed(results: PlaywrightResult[] | undefined): string {
  const tries = (results ?? [])
    .filter((r) => r.status !== "passed" && r.status !== "skipped")
    .map((r) => {
      const at = r.errorLocation ? ` (at ${relative(r.errorLocation.file)}:${r.errorLocation.line})` : "";
      return `try ${r.retry + 1}: ${reason(r.error?.message) ?? r.status ?? "no error recorded"}${at}`;
    });
  return tries.length ? ` — ${tries.join("; ")}` : "";
}

/** Each failed or retried test of a Playwright JSON report, through its nested describe blocks. */
export function playwrightOutcomes(report: PlaywrightReport, suite: string): string[] {
  const walk = (node: PlaywrightSuite, file: string | undefined): string[] => {
    const here = node.file ?? file;
    const specs = (node.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const marker = test.status === "unexpected" ? FAILED : test.status === "flaky" ? RETRIED : undefined;
        return marker ? [`${marker}${suite}: ${here}:${spec.line} › ${spec.title}${triesFailed(test.results)}`] : [];
      }),
    );
    return [...specs, ...(node.suites ?? []).flatMap((child) => walk(child, here))];
  };
  return (report.suites ?? []).flatMap((node) => walk(node, undefined));
}

export function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined;
}
