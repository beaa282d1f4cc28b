import type { Metadata } from "next";

export const metadata: Metadata = { title: "Link no longer works", robots: { index: false, follow: false } };

/** Revoked, expired and unknown links answer alike: nothing says whether the link ever existed. */
export default function SharedLinkGone() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">This link no longer works</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Ask the person who sent it for a new one.</p>
    </main>
  );
}
