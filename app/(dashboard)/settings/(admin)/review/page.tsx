import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { readReviewSettings } from "@/lib/review/review-settings";
import { ReviewSettingsForm } from "./_components/review-settings-form";

export const metadata: Metadata = { title: "Review settings" };

/**
 * Settings → Review (admins; the layout checks the role): verdict reasons, second opinions, independent decisions,
 * blind review.
 */
export default async function ReviewSettingsPage() {
  const settings = await readReviewSettings();
  return (
    <>
      <PageHeader
        title="Review"
        description="The reasons a flag verdict can give, when a reject needs a second opinion, whether reviewers decide before seeing each other's decisions, and who reviews without knowing who the candidate is."
      />
      <ReviewSettingsForm initial={settings} />
    </>
  );
}
