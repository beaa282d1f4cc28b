import { atsInfo } from "@/lib/ats/kinds";
import type { EeoReadView } from "./schema";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** The result in one line: "Read 5 answers for 8 applications; 3 had none." */
export function eeoReadHeadline(run: Pick<EeoReadView, "answered" | "applications" | "empty">) {
  return `Read ${plural(run.answered, "answer")} for ${plural(run.applications, "application")}; ${run.empty.toLocaleString("en")} had none.`;
}

/** What else the run met, each only when it happened. */
export function eeoReadDetails(run: EeoReadView): string[] {
  const ats = atsInfo[run.ats].label;
  return [
    run.kept ? `${plural(run.kept, "candidate")} kept the answers imported from a file.` : null,
    run.missing ? `${plural(run.missing, "application")} no longer in ${ats}.` : null,
    run.unmatched
      ? `${plural(run.unmatched, "response")} of applications this dashboard never screened, left out.`
      : null,
    run.unknownValues
      ? `${plural(run.unknownValues, "answer")} worded in a way not recognised, stored as unanswered (see the server log).`
      : null,
  ].filter((line): line is string => line !== null);
}
