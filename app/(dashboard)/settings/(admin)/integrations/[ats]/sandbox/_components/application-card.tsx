import { Card } from "@/components/ui/card";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { MoveToStage } from "./move-to-stage";
import { WriteBacks } from "./write-backs";
import { EmailAddress } from "@/components/ui/email-address";

type Application = SandboxAtsOverview["applications"][number];

/** One application of the sandbox ATS: who, which job, where it stands, its move, and what came back to it. */
export function ApplicationCard({
  ats,
  application,
  jobName,
  stages,
}: {
  ats: SandboxAts;
  application: Application;
  jobName: string;
  stages: string[];
}) {
  const headingId = `application-${application.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="space-y-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {application.candidateName}
          </h3>
          <EmailAddress email={application.email} className="block text-zinc-600 dark:text-zinc-400" />
          <p className="text-zinc-600 dark:text-zinc-400">
            {jobName} · <span className="font-medium text-zinc-900 dark:text-zinc-100">{application.stage}</span>
            {application.status !== "active" && <> · {application.status}</>}
          </p>
          <p className="font-mono text-xs text-zinc-500 dark:text-zinc-400">id {application.id}</p>
        </div>
        <MoveToStage
          ats={ats}
          applicationId={application.id}
          candidateName={application.candidateName}
          stages={stages}
          current={application.stage}
        />
      </div>
      <WriteBacks ats={ats} items={application.writeBacks} />
    </Card>
  );
}
