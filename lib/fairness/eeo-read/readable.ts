/** The ATSs whose EEO answers the dashboard reads (without zod: the answers page imports this in the browser). */
export const eeoReadableAts = ["greenhouse", "lever"] as const;
