import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { Time } from "@/components/time/time";
import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { requireUser } from "@/lib/auth/session";
import { listRegisteredProblems } from "@/lib/problems/registry";
import { listCalibrationSets } from "@/lib/review/calibration-sets";
import { listTeammates } from "@/lib/review/review-requests";
import { NewCalibrationSetForm } from "./_components/new-set-form";
import { TextLink } from "@/components/ui/text-link";
import { formatDate } from "@/lib/utils/format";

export const metadata: Metadata = { title: "Calibration sets" };

/** Calibration sets: everyone answers them; admins build and close them. */
export default async function CalibrationSetsPage() {
  const user = await requireUser();
  const [sets, problems, people] = await Promise.all([
    listCalibrationSets(),
    listRegisteredProblems(),
    user.role === "admin" ? listTeammates() : [],
  ]);
  const problemName = new Map(problems.map((p) => [p.problemId, p.name ?? p.problemId]));
  return (
    <>
      <PageHeader
        title="Calibration sets"
        description="Past results every reviewer decides on their own, without seeing anyone else's answer; once they answered them all (or an admin closed the set) the set shows how much the panel agrees."
      />
      <p className="-mt-3 mb-4 text-sm">
        <TextLink href="/integrity/insights">← Integrity insights</TextLink>
      </p>
      {user.role === "admin" && (
        <div className="mb-6">
          <NewCalibrationSetForm
            problems={problems.map((p) => ({ id: p.problemId, name: p.name ?? p.problemId }))}
            people={people}
          />
        </div>
      )}
      {sets.length === 0 ? (
        <EmptyState title="No calibration set yet">
          {user.role === "admin"
            ? "Create one above from a problem's past results."
            : "An admin builds them from past results; they appear here."}
        </EmptyState>
      ) : (
        <FramedTable
          caption="Calibration sets"
          columns={[
            "Set",
            "Problem",
            { label: "Results", align: "right" },
            { label: "Reviewers who answered", align: "right" },
            "Created",
            "Due",
            "State",
          ]}
        >
          {sets.map((set) => (
            <tr key={set.id}>
              <td>
                <TextLink href={`/integrity/calibration/${set.id}`} weight="medium">
                  {set.name}
                </TextLink>
              </td>
              <td>{problemName.get(set.problemId) ?? set.problemId}</td>
              <td className="text-right tabular-nums">{set.items}</td>
              <td className="text-right tabular-nums">{set.reviewers}</td>
              <td>
                <Time value={set.createdAt} />
              </td>
              {/* A due date is a calendar day: shown as stored. */}
              <td className="whitespace-nowrap">{set.dueAt ? formatDate(set.dueAt, "UTC") : "–"}</td>
              <td>{set.closedAt ? <Badge>Closed</Badge> : <Badge tone="success">Open</Badge>}</td>
            </tr>
          ))}
        </FramedTable>
      )}
    </>
  );
}
