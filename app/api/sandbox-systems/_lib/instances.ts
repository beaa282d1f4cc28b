import { randomUUID } from "node:crypto";
import { createAshbyEmulator } from "@/emulators/ashby/emulator";
import { createGreenhouseEmulator } from "@/emulators/greenhouse/emulator";
import type { EmulatorAnswer, EmulatorRequest, RequestLogEntry } from "@/emulators/kit/server";
import { createLeverEmulator } from "@/emulators/lever/emulator";
import { createWorkableEmulator } from "@/emulators/workable/emulator";
import { sandboxAtsBaseUrl, sandboxAtsCredentials, sandboxWebhookTarget } from "@/lib/sandbox-systems/credentials";
import type { CaughtChatPost } from "@/lib/sandbox-systems/overview";
import { seedApplications, seedJobs } from "./seed";

type Handle = (request: EmulatorRequest) => EmulatorAnswer | Promise<EmulatorAnswer>;
interface Mounted<E> {
  emulator: E;
  handle: Handle;
  /** The dashboard's calls, oldest first (the last SANDBOX_SYSTEM_KEEPS). */
  log: RequestLogEntry[];
  /** Job id → name: Lever's and Ashby's API give a posting or job id only (Workable's id is the job's shortcode). */
  jobs: { id: string; name: string }[];
}

function greenhouse(): Mounted<ReturnType<typeof createGreenhouseEmulator>["emulator"]> {
  const { apiKey, webhookSecret } = sandboxAtsCredentials("greenhouse");
  const { emulator, handle } = createGreenhouseEmulator({
    apiKey,
    secret: webhookSecret,
    url: sandboxAtsBaseUrl("greenhouse"),
  });
  const jobs = seedJobs.map((job, i) => ({ id: String(4101 + i), name: job.name }));
  // The jobs a stage rule's picker lists are the ones the applications are for.
  emulator.jobs = jobs.map((job) => ({ id: Number(job.id), name: job.name, status: "open" as const }));
  for (const a of seedApplications) {
    const job = jobs[seedJobs.findIndex((j) => j.key === a.job)]!;
    const stage = a.later ? "Technical Interview" : "Application Review";
    emulator.addApplication({ jobId: Number(job.id), jobName: job.name, name: a.name, email: a.email, stage });
  }
  return { emulator, handle, log: emulator.calls, jobs };
}

function lever(): Mounted<ReturnType<typeof createLeverEmulator>["emulator"]> {
  const { apiKey, webhookSecret, actingUserId } = sandboxAtsCredentials("lever");
  const { emulator, handle } = createLeverEmulator({
    apiKey,
    signatureToken: webhookSecret,
    userId: actingUserId!,
    url: sandboxAtsBaseUrl("lever"),
  });
  const jobs = seedJobs.map((job) => ({ id: randomUUID(), name: job.name }));
  emulator.postings = jobs.map((job) => ({ id: job.id, text: job.name, state: "published" as const }));
  for (const a of seedApplications) {
    const job = jobs[seedJobs.findIndex((j) => j.key === a.job)]!;
    const stage = a.later ? "On-site interview" : undefined;
    emulator.addOpportunity({ postingId: job.id, name: a.name, email: a.email, stage });
  }
  return { emulator, handle, log: emulator.calls, jobs };
}

function ashby(): Mounted<ReturnType<typeof createAshbyEmulator>["emulator"]> {
  const { apiKey, webhookSecret } = sandboxAtsCredentials("ashby");
  const { emulator, handle } = createAshbyEmulator({ apiKey, secret: webhookSecret, url: sandboxAtsBaseUrl("ashby") });
  const jobs = seedJobs.map((job) => ({ id: randomUUID(), name: job.name }));
  const plan = emulator.jobs[0]!;
  emulator.jobs = jobs.map((job) => ({
    id: job.id,
    title: job.name,
    status: "Open" as const,
    interviewPlanIds: plan.interviewPlanIds,
    defaultInterviewPlanId: plan.defaultInterviewPlanId,
  }));
  for (const a of seedApplications) {
    const job = jobs[seedJobs.findIndex((j) => j.key === a.job)]!;
    emulator.addApplication({
      jobId: job.id,
      jobTitle: job.name,
      name: a.name,
      email: a.email,
      stage: a.later ? "Onsite" : undefined,
    });
  }
  return { emulator, handle, log: [], jobs };
}

/**
 * The sandbox Workable: its token signs its web hooks too, as Workable's account tokens do, and its subscriptions
 * accept one target only, the dashboard's own receiver (it posts nowhere else).
 */
function workable(): Mounted<ReturnType<typeof createWorkableEmulator>["emulator"]> {
  const { apiKey, actingUserId } = sandboxAtsCredentials("workable");
  const { emulator, handle } = createWorkableEmulator({
    token: apiKey,
    memberId: actingUserId!,
    subdomain: "sandbox",
    url: sandboxAtsBaseUrl("workable"),
    acceptsTarget: (target) => target === sandboxWebhookTarget("workable"),
  });
  const jobs = seedJobs.map((job, i) => ({ id: `SBX${4101 + i}`, name: job.name }));
  emulator.jobs = jobs.map((job, i) => ({
    id: (0x5a1000 + i).toString(16),
    shortcode: job.id,
    title: job.name,
    state: "published" as const,
  }));
  for (const a of seedApplications) {
    const job = jobs[seedJobs.findIndex((j) => j.key === a.job)]!;
    emulator.addCandidate({
      shortcode: job.id,
      name: a.name,
      email: a.email,
      stage: a.later ? "interview" : undefined,
    });
  }
  return { emulator, handle, log: emulator.calls, jobs };
}

function make() {
  return {
    greenhouse: greenhouse(),
    lever: lever(),
    ashby: ashby(),
    workable: workable(),
    chat: [] as CaughtChatPost[],
  };
}
export type SandboxSystems = ReturnType<typeof make>;

/**
 * The sandbox systems' state, in this process's memory: sandbox mode is one demo instance, and a restart starts them
 * afresh from the seed (docs/guide/ats-integrations.md says so; several instances need a real ATS). Kept on
 * globalThis so every route bundle of the build shares the one copy.
 */
const key = Symbol.for("screening-dashboard.sandbox-systems");
export function sandboxSystems(): SandboxSystems {
  const holder = globalThis as { [key]?: SandboxSystems };
  holder[key] ??= make();
  return holder[key];
}
