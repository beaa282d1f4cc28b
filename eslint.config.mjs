import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // This rule guards React Compiler memoization; the compiler is not enabled here, and react-hook-form's
    // watch() is used as its documentation shows.
    rules: { "react-hooks/incompatible-library": "off" },
  },
  {
    // A route's _components are its own (docs/architecture/overview.md): only the route itself imports them, as
    // "./_components/…"; UI two routes share lives in components/<feature>. Links are the dashboard's `Link`, which
    // prefetches on intent; only that component imports next/link's.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              importNames: ["default"],
              message: "Use Link from components/ui/link.tsx: it prefetches a page when the reader may follow it.",
            },
          ],
          patterns: [
            {
              regex: "^(?!\\./).*_components/",
              message: "Another route's _components: move what both routes use to components/<feature>.",
            },
          ],
        },
      ],
    },
  },
  {
    // No function over 100 lines in product code (issue 38): a longer one is split into parts named for what they
    // show or do. Counted as ESLint counts by default, blank lines and comments included: the list was
    // measured that way, and a reader scrolls past those lines too. Tests, their plumbing and emulators are exempt.
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
      "scripts/**/*.{ts,tsx,mts}",
      "bench/**/*.{ts,tsx,mts}",
      "instrumentation.ts",
      "proxy.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "e2e-independent/**", "reliability/**", "**/testing/**"],
    rules: { "max-lines-per-function": ["error", { max: 100 }] },
  },
  {
    // Browser journeys share one server and are retried once under CI: each says what it does to the data, and
    // resets what a failed try left behind, through e2e/support/journey.ts (docs/development/tests.md). Types stay
    // importable.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "default"],
              message:
                "Use journey() and test from e2e/support/journey.ts: a journey declares its data (read-only, owned by run.id, or reset before every try) so its retry can pass.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name='test']",
          message: "A journey is journey(title, { data: … }, body) (e2e/support/journey.ts), not a bare test().",
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    ".test-data/**",
    "lib/db/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "test-results-independent/**",
    "playwright-report/**",
  ]),
]);
