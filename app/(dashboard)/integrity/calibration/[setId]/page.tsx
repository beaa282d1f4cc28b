import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { Time } from "@/components/time/time";
import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { requireUser } from "@/lib/auth/session";
import { getRegistryEntry } from "@/lib/problems/registry";
import { readCalibrationSet } from "@/lib/review/calibration-sets";
import { dueDay } from "@/lib/review/due-date";
import { listTeammates } from "@/lib/review/review-requests";
import { pageParam } from "@/lib/utils/page-param";
import { CalibrationAnswer } from "./_components/answer-control";
import { CloseSetButton } from "./_components/close-set-button";
import { CalibrationComparisonView } from "./_components/comparison";
import { AnswerStatus } from "./_components/answer-status";
import { DueLine } from "./_components/due-line";
import { MembersForm } from "./_components/members-form";
import { MembersProgress } from "./_components/members-progress";
import { TextLink } from "@/components/ui/text-link";
import { formatScore } from "@/lib/utils/format";

export const metadata: Metadata = { title: "Calibration set" };

const riskTone = { high: "danger", medium: "warning", low: "success" } as const;

export default async function CalibrationSetPage({ params }: PageProps<"/integrity/calibration/[setId]">) {
  const user = await requireUser();
  const setId = pageParam((await params).setId);
  const data = /^[0-9a-f-]{36}$/.test(setId) ? await readCalibrationSet(setId, user.id) : null;
  if (!data) notFound();
  const { set, items, progress, names, revealed, comparison, answers, members } = data;
  const closed = set.closedAt !== null;
  const [problem, people] = await Promise.all([
    getRegistryEntry(set.problemId),
    user.role === "admin" && !closed ? listTeammates() : [],
  ]);
  const answered = items.filter((i) => i.mine).length;
  return (
    <>
      <PageHeader
        title={set.name}
        description={`${problem?.name ?? set.problemId} · ${items.length} results · built by ${names[set.createdBy] ?? "a former user"}`}
        actions={user.role === "admin" && !closed ? <CloseSetButton setId={set.id} /> : undefined}
      />
      <DueLine dueAt={set.dueAt} closed={closed} zone={user.timeZone} />
      {people.length > 0 && (
        <MembersForm setId={set.id} people={people} members={members} dueAt={set.dueAt ? dueDay(set.dueAt) : ""} />
      )}
      <MembersProgress members={members} progress={progress} items={items.length} names={names} />
      <AnswerStatus
        closedAt={set.closedAt}
        answered={answered}
        items={items.length}
        revealed={revealed}
        progress={progress}
        names={names}
      />
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Open each result (candidates&apos; names stay out of this page), decide as you would for real, then answer here.
        These answers are apart from the results&apos; real decisions.
      </p>
      <FramedTable
        caption="Results of the set"
        columns={[
          { label: "#", align: "right" },
          "Result",
          "Your answer",
          { label: "Score", align: "right" },
          "Integrity",
          "Completed",
        ]}
      >
        {items.map((item) => (
          <tr key={item.interviewId}>
            <td className="text-right tabular-nums">{item.position}</td>
            <td>
              <TextLink href={`/results/${encodeURIComponent(item.interviewId)}`} target="_blank" weight="medium">
                Open result {item.position}
              </TextLink>
            </td>
            <td>
              <CalibrationAnswer
                setId={set.id}
                interviewId={item.interviewId}
                position={item.position}
                answer={item.mine}
                disabled={closed}
              />
            </td>
            <td className="text-right tabular-nums">
              {item.screen?.score === null || item.screen?.score === undefined ? "–" : formatScore(item.screen.score)}
            </td>
            <td>
              {item.screen?.risk ? (
                <Badge tone={riskTone[item.screen.risk as keyof typeof riskTone] ?? "neutral"}>
                  {item.screen.risk} · {item.screen.flagCount ?? 0} {item.screen.flagCount === 1 ? "flag" : "flags"}
                </Badge>
              ) : (
                "–"
              )}
            </td>
            <td>{item.screen?.completedAt ? <Time value={item.screen.completedAt} /> : "–"}</td>
          </tr>
        ))}
      </FramedTable>
      {comparison && (
        <CalibrationComparisonView
          comparison={comparison}
          answers={answers}
          positions={items.map(({ position, interviewId }) => ({ position, interviewId }))}
          names={names}
        />
      )}
    </>
  );
}
