import type { Metadata } from "next";
import Link from "next/link";
import { describeUnsubscribe } from "@/lib/notifications/unsubscribe";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

/** The page an email's unsubscribe link opens: says what will stop, and stops it on one click, without signing in. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string; invalid?: string }>;
}) {
  const { token = "", done } = await searchParams;
  const described = describeUnsubscribe(token);
  return (
    <main className="mx-auto mt-16 max-w-md space-y-4 rounded-xl border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h1 className="text-xl font-semibold">Unsubscribe</h1>
      {!described ? (
        <p className="text-sm">
          This unsubscribe link is not valid. Copy the whole link from the email, or change what you receive under
          Settings → Notifications.
        </p>
      ) : done ? (
        <p role="status" className="text-sm">
          Done: you will no longer get {described.what}. Change your mind any time under Settings → Notifications.
        </p>
      ) : (
        <form method="post" action={`/api/notifications/unsubscribe?from=page&token=${encodeURIComponent(token)}`}>
          <p className="mb-4 text-sm">Stop {described.what}?</p>
          <button
            type="submit"
            className="inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500"
          >
            Unsubscribe
          </button>
        </form>
      )}
      <p className="text-sm">
        <Link
          href="/settings/notifications"
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          Notification settings
        </Link>{" "}
        (sign-in needed)
      </p>
    </main>
  );
}
