import "server-only";
import { getScreeningApi } from "@/lib/screening-api";
import { registerProblemsFromScreens } from "@/lib/problems/registry";
import { toCandidateRows, type CandidateRow } from "./candidate-rows";

/** Every candidate of the organization with its status, from two list calls (candidates, all assessments). */
export async function listCandidateRows(): Promise<{ rows: CandidateRow[]; sources: string[] }> {
  const api = getScreeningApi();
  const [candidates, assessments] = await Promise.all([api.candidates.list(), api.assessments.listAll({ pageSize: 1000 })]);
  await registerProblemsFromScreens(assessments.map((a) => a.problemId));
  const rows = toCandidateRows(candidates, assessments);
  const sources = [...new Set(rows.map((r) => r.integrationSource).filter((s): s is string => !!s))].sort();
  return { rows, sources };
}
