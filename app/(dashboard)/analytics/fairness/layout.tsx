import { requireCompliance } from "@/lib/auth/require-role";

/**
 * Compliance only. The check sits in a layout above the page's loading boundary (the analytics overview keeps its
 * own in a route group), so a refused request answers HTTP 403 before anything streams.
 */
export default async function FairnessLayout({ children }: { children: React.ReactNode }) {
  await requireCompliance();
  return children;
}
