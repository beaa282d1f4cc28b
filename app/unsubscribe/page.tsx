import type { Metadata } from "next";
import { describeUnsubscribe } from "@/lib/notifications/unsubscribe";
import { TextLink } from "@/components/ui/text-link";
import { cardClass } from "@/components/ui/card";

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
    <main className={cardClass({ className: "mx-auto mt-16 max-w-md space-y-4", padding: 6 })}>
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
        <TextLink href="/settings/notifications" weight="medium">
          Notification settings
        </TextLink>{" "}
        (sign-in needed)
      </p>
    </main>
  );
}
