import { requireComplianceOrAdmin } from "@/lib/auth/require-role";

/** Compliance permission or admin, checked above any loading boundary so a refused request answers HTTP 403. */
export default async function ExplanationLetterLayout({ children }: { children: React.ReactNode }) {
  await requireComplianceOrAdmin();
  return children;
}
