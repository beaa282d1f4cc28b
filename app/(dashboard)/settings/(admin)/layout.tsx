import { requireRole } from "@/lib/auth/require-role";

/**
 * Admin-only settings. The check sits in a layout above every loading boundary, so a forbidden request is
 * refused before anything streams and answers HTTP 403 (a check inside a Suspense boundary could only render
 * the 403 page under a 200 already sent).
 */
export default async function AdminSettingsLayout({ children }: { children: React.ReactNode }) {
  await requireRole("admin");
  return children;
}
