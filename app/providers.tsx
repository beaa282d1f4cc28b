"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Toaster } from "sonner";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      <NuqsAdapter>{children}</NuqsAdapter>
      <Toaster richColors closeButton position="top-right" theme="system" />
    </>
  );
}
