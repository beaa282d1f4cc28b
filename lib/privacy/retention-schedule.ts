/** When the nightly retention run starts (UTC): its cron in lib/jobs/all-kinds.ts and the settings page's preview. */
export const RETENTION_RUN_UTC = { hour: 2, minute: 41 } as const;
export const retentionCron = `${RETENTION_RUN_UTC.minute} ${RETENTION_RUN_UTC.hour} * * *`;

/** The next nightly run after `now`. */
export function nextRetentionRun(now: Date): Date {
  const run = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate(),
      RETENTION_RUN_UTC.hour,
      RETENTION_RUN_UTC.minute,
    ),
  );
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/** The statuses a screen ends in: retention counts from when a candidate's last screen reached one. */
export const terminalStatuses = ["Completed", "Expired"];
