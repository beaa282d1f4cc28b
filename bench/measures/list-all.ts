import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export interface ListAllFigures {
  rounds: number;
  items: number;
  totalItems: number;
  onePageMs: number;
  listAllMs: number;
  /** The last page alone (page 10 of 10 for 10,000), beside onePageMs (page 1). */
  lastPageMs: number;
}

/**
 * Measure 2: every assessment through the app's own client (assessments.listAll, pageSize 1000, its default
 * four pages in flight) against one page of the same size, medians of `rounds` alternating runs. The child is
 * awaited, not run synchronously: a blocked event loop would miss the server closing idle pooled connections,
 * and the next request would go out on a dead one.
 */
export async function measureListAll(baseUrl: string, apiKey: string, rounds = 5): Promise<ListAllFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.resolve("node_modules/tsx/dist/cli.mjs"),
      "bench/measures/list-all-child.ts",
      baseUrl,
      apiKey,
      String(rounds),
    ],
    // Through NODE_OPTIONS, so the process tsx starts for the script gets the condition too.
    {
      encoding: "utf8",
      timeout: 300_000,
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`.trim() },
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as ListAllFigures;
}
