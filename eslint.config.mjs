import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // This rule guards React Compiler memoization; the compiler is not enabled here, and react-hook-form's
    // watch() and TanStack Virtual's useVirtualizer() are used as their documentation shows.
    rules: { "react-hooks/incompatible-library": "off" },
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
