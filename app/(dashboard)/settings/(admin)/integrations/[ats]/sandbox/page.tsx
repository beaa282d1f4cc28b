import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyPanel } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { atsInfo } from "@/lib/ats/kinds";
import { requireRole } from "@/lib/auth/require-role";
import { getSandboxAtsOverview } from "@/lib/sandbox-systems/control";
import { isSandboxAts } from "@/lib/sandbox-systems/systems";
import { AddApplicationForm } from "./_components/add-application-form";
import { ApplicationCard } from "./_components/application-card";
import { SandboxRequests } from "./_components/sandbox-requests";

export const metadata: Metadata = { title: "Sandbox ATS" };
export const dynamic = "force-dynamic";

/**
 * The sandbox ATS this app mounts (admins, sandbox mode only: lib/sandbox-systems/sandbox-pages.ts): its
 * applications, a "Move to stage" per application (the ATS sends its signed web hook as the real one would), and
 * what the dashboard wrote back to it.
 */
export default async function SandboxAtsPage({ params }: PageProps<"/settings/integrations/[ats]/sandbox">) {
  await requireRole("admin");
  const ats = (await params).ats;
  // Outside sandbox mode, and for an ATS the sandbox does not mount, the proxy has answered 404 already.
  if (!isSandboxAts(ats)) notFound();
  const { label } = atsInfo[ats];
  const overview = await getSandboxAtsOverview(ats);
  const jobName = new Map(overview.jobs.map((j) => [j.id, j.name]));
  return (
    <>
      <PageHeader
        title={`Sandbox ${label}`}
        description={`A ${label} that lives inside this sandbox server, in its memory: a restart starts it again from its few jobs and applications. Move an application to a stage and it sends ${label}'s signed web hook to the dashboard; what the dashboard writes back appears under each application.`}
      />
      <p className="mb-4 text-sm">
        <TextLink href={`/settings/integrations/${ats}`} weight="medium">
          {label} connection and stage rules
        </TextLink>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="applications" className="min-w-0 space-y-3 lg:col-span-2">
          <h2 id="applications" className="font-semibold">
            Applications
          </h2>
          {overview.applications.length === 0 ? (
            <EmptyPanel>No application. Add one beside this list.</EmptyPanel>
          ) : (
            <ul className="space-y-3">
              {overview.applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    ats={ats}
                    application={application}
                    jobName={jobName.get(application.jobId) ?? application.jobId}
                    stages={overview.stages.map((s) => s.name)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="min-w-0 space-y-6">
          <AddApplicationForm ats={ats} jobs={overview.jobs} />
          <SandboxRequests label={label} requests={overview.requests} />
        </div>
      </div>
    </>
  );
}
