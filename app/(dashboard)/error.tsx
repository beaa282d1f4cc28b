"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** Unexpected failures while rendering a dashboard page. Expected API failures are explained by the page itself. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg space-y-4 rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950"
    >
      <h1 className="text-lg font-semibold">This page could not be shown</h1>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Something went wrong on our side. Try again; if it keeps failing, give your administrator this reference:{" "}
        <code>{error.digest ?? "none"}</code>.
      </p>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
