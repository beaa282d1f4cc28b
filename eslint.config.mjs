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
    // A route's _components are its own (README "Architecture"): only the route itself imports them, as
    // "./_components/…"; UI two routes share lives in components/<feature>.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
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
  globalIgnores([
    ".next/**",
    ".data/**",
    ".test-data/**",
    "lib/db/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
