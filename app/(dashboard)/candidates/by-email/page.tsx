import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { forbidden, redirect } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { ApiErrorPanel } from "@/components/screening/api-error-panel";
import { requireUser } from "@/lib/auth/session";
import { readsBlind } from "@/lib/review/blind";
import { getScreeningApi } from "@/lib/screening-api";
import { NotFoundError } from "@/lib/screening-api/errors";

export const metadata: Metadata = { title: "Find by email" };

/** Look-up by email (spec 4.12): straight to the candidate's page when found. */
export default async function FindByEmailPage({ searchParams }: PageProps<"/candidates/by-email">) {
  // Blind review: a look-up by email would say who a pseudonym is.
  if (await readsBlind(await requireUser())) forbidden();
  const { email } = await searchParams;
  const address = typeof email === "string" ? email.trim() : "";
  const found = address
    ? await getScreeningApi()
        .candidates.getByEmail(address)
        .then(
          (candidate) => ({ ok: true as const, candidate }),
          (error: unknown) => ({ ok: false as const, error }),
        )
    : null;
  if (found?.ok) redirect(`/candidates/${encodeURIComponent(found.candidate.identifier)}`);
  return (
    <>
      <PageHeader title="Find a candidate by email" />
      {!address && <p className="text-sm">Enter an email address in the search box on the candidates page.</p>}
      {found && !found.ok && found.error instanceof NotFoundError && (
        <p className="text-sm">
          No candidate has the email <strong>{address}</strong>.{" "}
          <Link href="/candidates" className="text-indigo-700 underline dark:text-indigo-300">
            Back to candidates
          </Link>
        </p>
      )}
      {found && !found.ok && !(found.error instanceof NotFoundError) && (
        <ApiErrorPanel error={found.error} what="the candidate" />
      )}
    </>
  );
}
