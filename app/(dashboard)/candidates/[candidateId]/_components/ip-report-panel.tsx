import { Card } from "@/components/ui/card";
import { IpReportForm } from "./ip-report-form";
import { ReportedIps, type Report } from "./reported-ips";

/** Reporting an IP address the team observed, and the ones reported so far. */
export function IpReportPanel({ candidateId, reports }: { candidateId: string; reports: Report[] }) {
  return (
    <Card aria-labelledby="ip-heading" as="section" className="space-y-3" padding={4}>
      <h2 id="ip-heading" className="font-semibold">
        Report an IP address
      </h2>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Addresses your systems observed for this candidate. The service enriches each one (location, VPN, Tor, hosting)
        a little later, not at once, and weighs it in the integrity report of screens completed after that; results
        already completed keep their report.
      </p>
      <IpReportForm candidateId={candidateId} />
      <ReportedIps reports={reports} />
    </Card>
  );
}
