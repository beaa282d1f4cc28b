/**
 * What each sandbox ATS starts with: a few jobs and applications with plausible names, at its first stages. The
 * stage a one-click connection's rule watches (lib/sandbox-systems/connect.ts) is the one after the stage new
 * applications start at (Workable's pipeline begins with Sourced, before Applied).
 */
export const seedJobs = [
  { key: "backend", name: "Senior Backend Engineer" },
  { key: "data", name: "Data Analyst" },
  { key: "design", name: "Product Designer" },
] as const;

export const seedApplications: { job: (typeof seedJobs)[number]["key"]; name: string; email: string; later?: true }[] =
  [
    { job: "backend", name: "Priya Raman", email: "priya.raman@example.com" },
    { job: "backend", name: "Tomás Ortega", email: "tomas.ortega@example.com" },
    { job: "backend", name: "Lukas Becker", email: "lukas.becker@example.com", later: true },
    { job: "data", name: "Amara Okafor", email: "amara.okafor@example.com" },
    { job: "data", name: "Jonah Whitfield", email: "jonah.whitfield@example.com" },
    { job: "design", name: "Mei Chen", email: "mei.chen@example.com" },
  ];
