import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromiumArgs, playwrightDisabledFeatures } from "../../e2e/support/browser";

/** The names in playwright-core's own `disabledFeatures = [ … ]` list, read from the installed package. */
function playwrightsOwnList(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib", "coreBundle.js");
  const source = fs.readFileSync(bundle, "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1];
  if (!list) throw new Error(`playwright-core's disabledFeatures list was not found in ${bundle}`);
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]!);
}

describe("Chromium's switches for tests and measures", () => {
  it("repeat every feature Playwright disables, since Chromium keeps only the last --disable-features", () => {
    const own = playwrightsOwnList();
    expect(own.length).toBeGreaterThan(5);
    expect(own.filter((name) => !playwrightDisabledFeatures.includes(name))).toEqual([]);
  });

  it("pass one --disable-features, with the address bar's popup off", () => {
    const flags = chromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.split("=")[1]!.split(",")).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "PaintHolding"]));
  });
});
