import { requireRole } from "@/lib/auth/require-role";

/** Bulk issuing is for admins; checked above the loading boundaries, so a refusal answers HTTP 403. */
export default async function BulkLayout({ children }: { children: React.ReactNode }) {
  await requireRole("admin");
  return children;
}
