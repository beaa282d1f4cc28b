import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record-audit";
import { defineJob } from "@/lib/jobs";
import { applyRetention } from "./retention";
import { readRetentionSettings, saveLastRetentionRun } from "./retention-settings";

/**
 * Nightly: applies the admin's retention choice (off by default) and reports what it removed, in the audit log (a
 * tombstone per batch, and this summary) and on Settings → Data. Each batch commits on its own, so an instance that
 * stops mid-way loses nothing: the next run carries on.
 */
export const retentionJob = defineJob({
  name: "privacy-retention",
  payload: z.object({}),
  handler: async (_, { signal }) => {
    const settings = await readRetentionSettings();
    if (!settings.enabled) return;
    const report = await applyRetention(settings, { signal });
    await saveLastRetentionRun({ ...report, at: new Date().toISOString(), settings });
    await recordAudit(null, {
      action: "retention.run",
      targetType: "setting",
      targetId: "privacy.retention",
      after: { settings, ...report },
    });
  },
  options: { policy: "singleton", retryLimit: 2, expireInSeconds: 1800 },
});
