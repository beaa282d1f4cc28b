import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { toRegistryRow } from "@/lib/problems/registry-rows";
import { AddProblemForm } from "./_components/add-problem-form";
import { ProblemsTable } from "./_components/problems-table";
import { RefreshAllButton } from "./_components/refresh-all-button";

export const metadata: Metadata = { title: "Problems" };

export default async function ProblemsPage() {
  const user = await requireUser();
  const rows = (await listRegisteredProblems()).map(toRegistryRow);
  return (
    <>
      <PageHeader
        title="Problems"
        description="The problems your team has seen: from screens, created here, or added by id. The service cannot list them, so this list is kept here and refreshed from it."
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <AddProblemForm />
            <div className="flex gap-2 pt-5">
              <RefreshAllButton />
              {hasRole(user.role, "manager") && (
                <Link
                  href="/problems/new"
                  className="inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  New problem
                </Link>
              )}
            </div>
          </div>
        }
      />
      {rows.length ? (
        <ProblemsTable rows={rows} />
      ) : (
        <EmptyState title="No problems yet">
          Problems appear here when your team opens screens that use them, creates one, or adds one by id.{" "}
          <strong>Refresh all</strong> also picks up the problems of every issued screen.
        </EmptyState>
      )}
    </>
  );
}
