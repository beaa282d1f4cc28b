import type { SessionUser } from "@/lib/auth/session";
import { mayRevoke, type listLiveLinksOf } from "@/lib/share-links/store";
import { formatDateTime } from "@/lib/utils/format";
import { CreateShareLink } from "./create-share-link";
import { RevokeShareLinkButton } from "@/components/share-links/revoke-share-link-button";
import { ServiceLinkButton } from "./service-link-button";
import { Card } from "@/components/ui/card";

/**
 * Sharing a result: new dashboard links (revocable, expiring), the result's active links with who made them, and
 * for admins the service's own link behind a warning, since nobody can revoke that one. `links`: listLiveLinksOf.
 */
export function SharePanel({
  interviewId,
  user,
  links,
}: {
  interviewId: string;
  user: SessionUser;
  links: Awaited<ReturnType<typeof listLiveLinksOf>>;
}) {
  return (
    <Card id="share" aria-labelledby="share-heading" as="section" className="space-y-4">
      <div>
        <h2 id="share-heading" className="font-semibold">
          Share
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          A share link opens a read-only page of these results without signing in. What it shows is set by an admin
          under Settings → Share links; IP addresses are never on it.
        </p>
      </div>
      <CreateShareLink interviewId={interviewId} />
      <div>
        <h3 className="mb-2 text-sm font-semibold">Active links</h3>
        {links.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No active link to these results.</p>
        ) : (
          <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800" aria-label="Active share links">
            {links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 flex-1">
                  Made by <span className="font-medium">{link.createdByEmail}</span> on{" "}
                  {formatDateTime(link.createdAt, user.timeZone)} · expires{" "}
                  {formatDateTime(link.expiresAt, user.timeZone)}
                </span>
                {mayRevoke(user, link) && (
                  <RevokeShareLinkButton
                    linkId={link.id}
                    label={`the link made by ${link.createdByEmail} on ${formatDateTime(link.createdAt, user.timeZone)}`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {user.role === "admin" && (
        <details className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40">
          <summary className="cursor-pointer font-medium">The service&apos;s own link (admins)</summary>
          <p className="my-2 text-amber-900 dark:text-amber-200">
            This link cannot be revoked: the public API has no way to. It shows what the service&apos;s page shows,
            which this dashboard does not control. Prefer a share link above.
          </p>
          <ServiceLinkButton interviewId={interviewId} />
        </details>
      )}
    </Card>
  );
}
