"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { SERVER_ACTION_TOO_LARGE } from "@/lib/security/declared-length";

/** Unexpected failures while rendering a dashboard page. Expected API failures are explained by the page itself. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  // A form sent over the server actions' body limit: the server answered 413 with this text (proxy.ts), which
  // Next.js throws here as the error's message. Nothing was saved; the person can shorten it and send again.
  if (!error.digest && error.message === SERVER_ACTION_TOO_LARGE)
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-900 dark:bg-amber-950"
      >
        <h1 className="text-lg font-semibold">Nothing was saved</h1>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{SERVER_ACTION_TOO_LARGE}</p>
        <Button onClick={reset}>Back to the form</Button>
      </div>
    );
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
