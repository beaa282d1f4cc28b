import { requireCompliance } from "@/lib/auth/require-role";

/** Compliance only, checked above any loading boundary so a refused request answers HTTP 403. */
export default async function ComplianceAnswersLayout({ children }: { children: React.ReactNode }) {
  await requireCompliance();
  return children;
}
