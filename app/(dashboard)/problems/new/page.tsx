import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { hasRole } from "@/lib/auth/roles";
import { requireUser } from "@/lib/auth/session";
import { CreateProblemForm } from "./_components/create-problem-form";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "New problem" };

export default async function NewProblemPage() {
  const user = await requireUser();
  const back = (
    <TextLink href="/problems" size="sm">
      ← All problems
    </TextLink>
  );
  if (!hasRole(user.role, "manager")) {
    return (
      <>
        <PageHeader title="New problem" actions={back} />
        <EmptyState title="Only hiring managers and admins can create problems">
          Ask a hiring manager to create it, or add an existing problem by id.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="New problem"
        description="The screening service generates a technical assessment from the job description. It takes a moment; the problem page shows its progress."
        actions={back}
      />
      <CreateProblemForm />
    </>
  );
}
