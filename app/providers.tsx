"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Toaster } from "sonner";
import { config as zodConfig } from "zod/v4/core";

// zod compiles parsers with `new Function` when it may; under the dashboard's CSP (no eval) its probe for that is
// reported as a violation on every page with a form. Its interpreter is fast enough for a form.
if (typeof window !== "undefined") zodConfig({ jitless: true });

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      <NuqsAdapter>{children}</NuqsAdapter>
      <Toaster richColors closeButton position="top-right" theme="system" />
    </>
  );
}
