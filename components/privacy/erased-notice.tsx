import { PageHeader } from "@/components/shell/page-header";
import { ServiceCopyNotice } from "./service-copy-notice";
import { TextLink } from "@/components/ui/text-link";

/** A candidate erased here: the page says so and shows nothing of them (not even what the service still sends). */
export function ErasedCandidateNotice() {
  return (
    <>
      <PageHeader
        title="Erased here"
        description="This candidate was erased from the dashboard; the service still holds this person."
        actions={
          <TextLink href="/candidates" size="sm">
            ← All candidates
          </TextLink>
        }
      />
      <div className="max-w-2xl space-y-3 text-sm">
        <p>
          The dashboard keeps nothing about them but a keyed hash of their ids, so that the service&apos;s copy cannot
          bring them back. Screens the service sends for them later appear in the lists as &quot;erased here&quot;, with
          their status and problem only.
        </p>
        <ServiceCopyNotice erased />
      </div>
    </>
  );
}
