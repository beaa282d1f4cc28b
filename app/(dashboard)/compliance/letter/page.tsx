import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { requireComplianceOrAdmin } from "@/lib/auth/require-role";

export const metadata: Metadata = { title: "Explanation letter" };

/** Asks for the candidate whose explanation letter to prepare; the PDF route checks, audits and writes it. */
export default async function ExplanationLetterPage() {
  await requireComplianceOrAdmin();
  return (
    <>
      <PageHeader
        title="Explanation letter"
        description="For a candidate who asks how the automated assessment was used: each completed assessment's parts, the service's scores and reasons, and the decisions your team made, who made them and when. Each letter is recorded in the audit log."
      />
      <Card className="max-w-2xl">
        <form method="get" action="/compliance/letter/pdf" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
            Candidate id or email address
            <Input name="candidate" required maxLength={320} className="w-80" />
          </label>
          <Button type="submit">Download the letter (PDF)</Button>
        </form>
      </Card>
    </>
  );
}
