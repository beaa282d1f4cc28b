/**
 * A plain link to our route handler, which fetches the PDF with the API key on the server and streams it
 * back as an attachment; the browser never sees the key or the service's address.
 */
export function DownloadPdfLink({ interviewId }: { interviewId: string }) {
  return (
    <a
      href={`/api/results/${encodeURIComponent(interviewId)}/pdf`}
      className="inline-flex h-9 items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
    >
      Download PDF
    </a>
  );
}
