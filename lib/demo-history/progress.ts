import "server-only";
import { z } from "zod";
import { readAppSetting, writeAppSetting } from "@/lib/db/app-settings";

const KEY = "sandbox.demo-history";

/**
 * The marker of the demo history: when it was planned (`asOf`, the end of its window), the results it reviews (read
 * once, so a screen the mirror learns of later cannot shift the plan), how many steps are done, and when it finished.
 * The plan is a pure function of these, so a slice that ended (or an instance that died) resumes it where it stopped,
 * and a finished history is never added again.
 */
const progressSchema = z.object({
  asOf: z.coerce.date(),
  results: z.array(z.string()).max(2000),
  done: z.number().int().min(0),
  finishedAt: z.coerce.date().nullable(),
});
export type DemoHistoryProgress = z.infer<typeof progressSchema>;

export async function readProgress(): Promise<DemoHistoryProgress | null> {
  const parsed = progressSchema.safeParse(await readAppSetting(KEY));
  return parsed.success ? parsed.data : null;
}

export async function writeProgress(progress: DemoHistoryProgress) {
  await writeAppSetting(KEY, {
    asOf: progress.asOf.toISOString(),
    results: progress.results,
    done: progress.done,
    finishedAt: progress.finishedAt?.toISOString() ?? null,
  });
}
