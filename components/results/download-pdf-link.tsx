"use client";

import { useState, type MouseEvent } from "react";

/** Longest the button waits for the PDF before saying so (the server's own calls are bounded too). */
const downloadTimeoutMs = 60_000;

/** The name the route gives the file: the identifier's letters, digits, `_` and `-` only. */
const fileName = (interviewId: string) => `results-${interviewId.replace(/[^A-Za-z0-9_-]+/g, "_")}.pdf`;

async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; serviceMessage?: unknown } | null;
  const message = typeof body?.message === "string" ? body.message : `The download failed (HTTP ${response.status}).`;
  return typeof body?.serviceMessage === "string" && body.serviceMessage
    ? `${message} The service said: “${body.serviceMessage}”`
    : message;
}

/**
 * A link to our route handler, which fetches the PDF with the API key on the server and streams it back as an
 * attachment; the browser never sees the key or the service's address. A plain click downloads it here, so a
 * failure is said beside the button (the route's own message) instead of replacing the page; opening the link in a
 * tab of its own still works, and a failure there is a page that says what happened.
 */
export function DownloadPdfLink({ interviewId }: { interviewId: string }) {
  const href = `/api/results/${encodeURIComponent(interviewId)}/pdf`;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const response = await fetch(href, {
        headers: { accept: "application/pdf, application/json" },
        signal: AbortSignal.timeout(downloadTimeoutMs),
      });
      if (!response.ok) {
        setError(await failureMessage(response));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const anchor = Object.assign(document.createElement("a"), { href: url, download: fileName(interviewId) });
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setError(
        caught instanceof DOMException && caught.name === "TimeoutError"
          ? "The PDF did not arrive within a minute. Try again in a moment."
          : "The PDF could not be downloaded: the dashboard did not answer. Check your connection and try again.",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <span className="relative inline-flex">
      <a
        href={href}
        onClick={download}
        aria-disabled={pending}
        aria-describedby={error ? `pdf-error-${interviewId}` : undefined}
        className="inline-flex h-9 items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-100 aria-disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
      >
        {pending ? "Preparing PDF…" : "Download PDF"}
      </a>
      {/* Below the button, over the page: the header's row of actions keeps its layout. */}
      {error && (
        <span
          id={`pdf-error-${interviewId}`}
          role="alert"
          className="absolute right-0 top-full z-20 mt-2 flex w-72 max-w-[calc(100vw-2rem)] flex-col items-start gap-2 rounded-md border border-red-200 bg-white p-3 text-sm text-red-700 shadow-lg dark:border-red-900 dark:bg-zinc-900 dark:text-red-400"
        >
          {error}
          <button
            type="button"
            onClick={() => setError(null)}
            className="font-medium text-zinc-700 underline underline-offset-2 dark:text-zinc-300"
          >
            Dismiss
          </button>
        </span>
      )}
    </span>
  );
}
