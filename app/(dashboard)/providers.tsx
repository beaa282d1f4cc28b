"use client";

import dynamic from "next/dynamic";
import { NuqsAdapter } from "nuqs/adapters/next/app";

// Loaded after the page: a page that shows toasts loads sonner itself, and the rest need the toaster only later.
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function DashboardProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      <NuqsAdapter>{children}</NuqsAdapter>
      <Toaster richColors closeButton position="top-right" theme="system" />
    </>
  );
}
