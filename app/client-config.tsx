"use client";

import type { $ZodConfig } from "zod/v4/core";

// zod compiles parsers with `new Function` when it may; under the dashboard's CSP (no eval) its probe for that is
// reported as a violation on every page with a form. Its interpreter is fast enough for a form. zod reads this
// global when it loads and when a schema is built; setting it here, in the root layout's first client module,
// spares every page the cost of loading zod itself just to configure it.
if (typeof window !== "undefined") {
  const global = globalThis as { __zod_globalConfig?: $ZodConfig };
  global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
}

/** Renders nothing: it is here for the client-side settings above, which must run before any page's code. */
export function ClientConfig() {
  return null;
}
