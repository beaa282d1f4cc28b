import fs from "node:fs";
import path from "node:path";

/**
 * The tests a suite's JSON report names as failed, or as passing only on their retry, one line each, so that the
 * closing lines of `npm test`, the reliability suite and CI say which tests they were (a run's log is often read
 * from its end only). Lines start with a marker `.ci/run` collects: `✗ ` failed, `↻ ` needed its retry.
 */
export const FAILED = "✗ ";
export const RETRIED = "↻ ";

export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string }[];
  }[];
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** Each failed test of a vitest JSON report, and each file that failed outside its tests (a hook, an import). */
export function vitestOutcomes(report: VitestReport, suite: string): string[] {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    if (failed.length) return failed.map((a) => `${FAILED}${suite}: ${relative(file.name)} › ${a.fullName}`);
    if (file.status !== "failed") return [];
    const why = file.message?.split("\n")[0] ?? "failed outside its tests";
    return [`${FAILED}${suite}: ${relative(file.name)} (${why})`];
  });
}

/** Each failed or retried test of a Playwright JSON report, through its nested describe blocks. */
export function playwrightOutcomes(report: PlaywrightReport, suite: string): string[] {
  const walk = (node: PlaywrightSuite, file: string | undefined): string[] => {
    const here = node.file ?? file;
    const specs = (node.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const marker = test.status === "unexpected" ? FAILED : test.status === "flaky" ? RETRIED : undefined;
        return marker ? [`${marker}${suite}: ${here}:${spec.line} › ${spec.title}`] : [];
      }),
    );
    return [...specs, ...(node.suites ?? []).flatMap((child) => walk(child, here))];
  };
  return (report.suites ?? []).flatMap((node) => walk(node, undefined));
}

export function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined;
}
