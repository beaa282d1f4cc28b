import { sandboxWebhookTarget } from "@/lib/sandbox-systems/credentials";
import { SANDBOX_ATS_APPLICATIONS, type SandboxAtsAction } from "@/lib/sandbox-systems/overview";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { ashbyOverview } from "./ashby-view";
import { greenhouseOverview } from "./greenhouse-view";
import { sandboxSystems } from "./instances";
import { leverOverview } from "./lever-view";
import { workableOverview } from "./workable-view";

/** The page's view of one sandbox ATS. */
export function overviewOf(ats: SandboxAts) {
  const systems = sandboxSystems();
  if (ats === "greenhouse") {
    const { emulator, log, jobs } = systems.greenhouse;
    return greenhouseOverview(emulator, log, jobs);
  }
  if (ats === "lever") {
    const { emulator, log, jobs } = systems.lever;
    return leverOverview(emulator, log, jobs);
  }
  if (ats === "ashby") {
    const { emulator, log, jobs } = systems.ashby;
    return ashbyOverview(emulator, log, jobs);
  }
  const { emulator, log, jobs } = systems.workable;
  return workableOverview(emulator, log, jobs);
}

/** A refusal the page shows as it is (an unknown application, stage or job). */
export class ControlRefusal extends Error {}

/**
 * Moves an application: the sandbox ATS changes its stage and sends its signed web hook, exactly as the real one
 * would; answers the status the dashboard gave that delivery (Workable: to its subscription, null without one).
 */
export async function moveApplication(ats: SandboxAts, applicationId: string, stage: string) {
  const systems = sandboxSystems();
  const target = sandboxWebhookTarget(ats);
  if (ats === "greenhouse") {
    const gh = systems.greenhouse.emulator;
    if (!gh.applications.has(Number(applicationId))) throw new ControlRefusal("No such application.");
    if (!gh.stages.some((s) => s.name === stage)) throw new ControlRefusal("No such stage.");
    return gh.sendStageChange(target, Number(applicationId), stage);
  }
  if (ats === "lever") {
    const lever = systems.lever.emulator;
    if (!lever.opportunities.has(applicationId)) throw new ControlRefusal("No such opportunity.");
    if (!lever.stages.some((s) => s.text === stage)) throw new ControlRefusal("No such stage.");
    return lever.sendStageChange(target, applicationId, stage);
  }
  if (ats === "ashby") {
    const ashby = systems.ashby.emulator;
    if (!ashby.applications.has(applicationId)) throw new ControlRefusal("No such application.");
    if (!ashby.stages.some((s) => s.title === stage)) throw new ControlRefusal("No such stage.");
    return ashby.sendStageChange(target, applicationId, stage);
  }
  const wk = systems.workable.emulator;
  if (!wk.candidates.has(applicationId)) throw new ControlRefusal("No such candidate.");
  if (!wk.stages.some((s) => s.name === stage)) throw new ControlRefusal("No such stage.");
  // Workable posts to the targets subscribed to candidate_moved: the one-click connection subscribed the dashboard.
  const [status] = await wk.moveAndNotify(applicationId, stage);
  return status ?? null;
}

/** Adds an application to a job at its first stage; beyond SANDBOX_ATS_APPLICATIONS the oldest goes. */
export function addApplication(ats: SandboxAts, input: Extract<SandboxAtsAction, { type: "add" }>) {
  const systems = sandboxSystems();
  const job = systems[ats].jobs.find((j) => j.id === input.jobId);
  if (!job) throw new ControlRefusal("No such job.");
  if (ats === "greenhouse") {
    const gh = systems.greenhouse.emulator;
    gh.addApplication({ jobId: Number(job.id), jobName: job.name, name: input.name, email: input.email });
    for (const dropped of dropOldest(gh.applications)) gh.candidates.delete(dropped.candidate_id);
  } else if (ats === "lever") {
    const lever = systems.lever.emulator;
    lever.addOpportunity({ postingId: job.id, name: input.name, email: input.email });
    dropOldest(lever.opportunities);
  } else if (ats === "ashby") {
    const ashby = systems.ashby.emulator;
    ashby.addApplication({ jobId: job.id, jobTitle: job.name, name: input.name, email: input.email });
    dropOldest(ashby.applications);
  } else {
    const wk = systems.workable.emulator;
    wk.addCandidate({ shortcode: job.id, name: input.name, email: input.email });
    dropOldest(wk.candidates);
  }
}

function dropOldest<K, V>(map: Map<K, V>): V[] {
  const dropped: V[] = [];
  for (const [oldest, value] of map) {
    if (map.size <= SANDBOX_ATS_APPLICATIONS) break;
    map.delete(oldest);
    dropped.push(value);
  }
  return dropped;
}
