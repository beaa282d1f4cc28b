"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/get-query-client";

/**
 * TanStack Query for the few parts that poll (bulk progress, a problem being created). Mounted around them,
 * not in the root layout, so pages without them do not load the library.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
