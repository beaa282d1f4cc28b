import "server-only";
import { problemReadyDataSchema } from "@/lib/api-contract/webhooks";
import { publishChange } from "@/lib/live/publish";
import { saveProblem } from "@/lib/problems/registry";
import { getScreeningApi } from "@/lib/screening-api";

/** problem.ready → the problem read and saved in the registry (added if the team had not seen it). */
export async function handleProblemReady(raw: Record<string, unknown>) {
  const data = problemReadyDataSchema.parse(raw);
  await saveProblem(data.problemId, await getScreeningApi().problems.get(data.problemId), "created");
  await publishChange({ topic: "problem", id: data.problemId });
}
