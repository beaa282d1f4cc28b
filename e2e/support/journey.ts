import { randomBytes } from "node:crypto";
import {
  test as base,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from "@playwright/test";
import { e2eServer } from "./servers";

/**
 * Every browser journey goes through here (eslint.config.mjs refuses `test` from @playwright/test in a spec), and
 * says what it does to the one server all journeys share, so that its retry under CI can pass:
 * - `{ data: "read-only" }`: it changes nothing another try would meet;
 * - `{ data: "owned" }`: every row it creates is named with `run.id`, fresh on each try, so a retry never meets
 *   the first try's rows (no "already exists" on a fixed email);
 * - `{ data: "shared", reset }`: it changes rows or settings others have too, and `reset` puts them back; it runs
 *   before every try, the first as well, so what an earlier try or run left behind is undone before the body.
 * - `{ data: "repeatable", because }`: it changes shared rows, but each try picks rows no earlier try touched (an
 *   unreviewed result of a queue, a candidate not yet erased) or sets every value it then reads; `because` says which.
 * `{ data: "owned", reset }` is both. E2E_FAIL_FIRST_TRY=1 fails each journey's first try once its body has
 * passed, its changes in place: run with CI=true, every journey must then pass on its retry.
 */
export type Run = {
  /** Unique to this try of this journey: letters and digits, safe in names, emails and searches. */
  id: string;
  /** `<local>.<id>@example.test`. */
  email: (local: string) => string;
};

export type JourneyFixtures = Pick<PlaywrightTestArgs, "page" | "context" | "request"> &
  Pick<PlaywrightWorkerArgs, "browser" | "playwright"> & { baseURL: string | undefined; run: Run };

/** What a reset may use: no page, so the body starts on a page of its own. */
export type ResetFixtures = Omit<JourneyFixtures, "page" | "context">;
type Reset = (fixtures: ResetFixtures) => Promise<void>;

export type JourneyData =
  | { data: "read-only" }
  | { data: "owned"; reset?: Reset }
  | { data: "shared"; reset: Reset }
  | { data: "repeatable"; because: string; reset?: Reset };

export const test = base.extend<{ run: Run }>({
  // This worker's own server (./servers.ts, started by ./global-setup.ts).
  baseURL: async ({}, provide, testInfo) => provide(e2eServer(testInfo.parallelIndex).url),
  run: async ({}, provide, testInfo) => {
    const id = `${testInfo.testId.slice(0, 6)}r${testInfo.retry}${randomBytes(3).toString("hex")}`;
    await provide({ id, email: (local) => `${local}.${id}@example.test` });
  },
});

export { expect };

const failFirstTry = process.env.E2E_FAIL_FIRST_TRY === "1";

/** A browser journey: `shape` says how it keeps its retry passable (see above). */
export function journey(
  title: string,
  shape: JourneyData,
  body: (fixtures: JourneyFixtures, testInfo: TestInfo) => Promise<void>,
) {
  test(title, async ({ page, context, request, browser, playwright, baseURL, run }, testInfo) => {
    if ("reset" in shape && shape.reset) await shape.reset({ request, browser, playwright, baseURL, run });
    await body({ page, context, request, browser, playwright, baseURL, run }, testInfo);
    if (failFirstTry && testInfo.retry === 0)
      throw new Error(
        `E2E_FAIL_FIRST_TRY: "${title}" passed its first try and is failed on purpose, its changes in place; ` +
          `its retry must pass${shape.data === "read-only" ? "" : ` (data: ${shape.data})`}.`,
      );
  });
}
