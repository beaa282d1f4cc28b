import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import type { ExportFacts, SubjectTables } from "./export-document-model";

type Tx = Prisma.TransactionClient;

/**
 * The users and problems the export's rows refer to by id, so that its document names them ("Maya Manager (Hiring
 * manager)", "Payments API"): read in the export's own transaction, so the names match the rows.
 */
export async function readReferences(
  tx: Tx,
  tables: ExportFacts["tables"],
): Promise<Pick<ExportFacts, "staff" | "problems">> {
  const rows = tables as SubjectTables;
  const userIds = [
    ...(rows.note ?? []).map((r) => r.authorId),
    ...(rows.tag ?? []).map((r) => r.authorId),
    ...(rows.decision ?? []).map((r) => r.reviewerId),
    ...(rows.flag_review ?? []).flatMap((r) => [r.reviewerId, r.secondReviewerId]),
    ...(rows.ip_report ?? []).map((r) => r.reportedById),
    ...(rows.scout_request ?? []).map((r) => r.triggeredById),
    ...(rows.demographic_answer ?? []).map((r) => r.recorded_by_id),
  ].filter((id): id is string => !!id);
  const problemIds = [
    ...(rows.mirror_screen ?? []).map((s) => s.problemId),
    ...(rows.result_snapshot ?? []).map((r) => r.problemId),
  ];
  const users = await tx.user.findMany({
    where: { id: { in: [...new Set(userIds)] } },
    select: { id: true, name: true, email: true, role: true },
  });
  const problems = await tx.problemRegistryEntry.findMany({
    where: { problemId: { in: [...new Set(problemIds)] } },
    select: { problemId: true, name: true },
  });
  return {
    staff: new Map(users.map(({ id, ...user }) => [id, user])),
    problems: new Map(problems.map((p) => [p.problemId, p.name])),
  };
}
