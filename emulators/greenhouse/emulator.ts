import { randomUUID } from "node:crypto";
import { noFaults } from "../kit/faults";
import { fileStore } from "../kit/file-store";
import { startEmulatorServer } from "../kit/server";
import { hmacSha256Hex, postWebhook } from "../kit/signing";
import { harvestHandler } from "./harvest";
import {
  newId,
  now,
  type GreenhouseApplication,
  type GreenhouseCandidate,
  type GreenhouseEeoc,
  type GreenhouseEmulator,
} from "./model";

export type { GreenhouseEmulator } from "./model";

/**
 * A Greenhouse emulator for tests, written from developers.greenhouse.io (Harvest v1 and web hooks): Basic auth
 * with the key as user name, On-Behalf-Of required on writes, X-RateLimit-Limit/Remaining per 10-second window and
 * 429 with Retry-After beyond it, Link-header pagination, activity-feed notes, attachments, custom fields,
 * advance/reject (harvest.ts, one handler per route); and signed candidate_stage_change web hooks
 * (`Signature: sha256 <hex>`, `Greenhouse-Event-ID`). Faults on demand (emulators/kit/faults.ts). A retry of an event
 * (the same `eventId` again) resends that event's body as sent the first time; `replay` resends a captured delivery
 * as an attacker would: the same signed body under a new Greenhouse-Event-ID, or with the signature's hex in upper
 * case.
 */
export async function startGreenhouseEmulator(): Promise<GreenhouseEmulator> {
  const { emulator, handle } = createGreenhouseEmulator();
  const server = await startEmulatorServer(handle, { latencyMs: () => emulator.faults.latencyMs });
  emulator.url = server.url;
  emulator.calls = server.log;
  emulator.close = server.close;
  return emulator;
}

/**
 * The emulator's state and its request handler without a server of its own: sandbox mode mounts the handler in a
 * route (app/api/sandbox-systems/greenhouse) with its own key, secret and address.
 */
export function createGreenhouseEmulator(options: { apiKey?: string; secret?: string; url?: string } = {}) {
  const stages = ["Application Review", "Screening", "Technical Interview", "Onsite", "Offer"].map((name, i) => ({
    id: 700 + i,
    name,
  }));
  const sent = new Map<string, { body: string; signature: string }>();
  const post = (target: string, body: string, signature: string, eventId: string) =>
    postWebhook(target, body, { signature: `sha256 ${signature}`, "greenhouse-event-id": eventId });

  const emulator: GreenhouseEmulator = {
    url: options.url ?? "",
    apiKey: options.apiKey ?? `gh_${randomUUID()}`,
    secret: options.secret ?? `ghwh_${randomUUID()}`,
    userId: "4080",
    applications: new Map(),
    candidates: new Map(),
    eeoc: new Map(),
    stages,
    jobs: [
      { id: 4242, name: "Backend Engineer", status: "open" },
      { id: 4243, name: "Data Analyst", status: "open" },
      { id: 4244, name: "Site Reliability Engineer", status: "open" },
      { id: 4250, name: "Office Manager", status: "closed" },
    ],
    denied: new Set(),
    customFields: [{ id: 9001, name_key: "screening_score" }],
    faults: noFaults(),
    calls: [],
    files: fileStore(),
    rateLimitPer10s: 50,
    addApplication: (input) => addApplication(emulator, input),
    async sendStageChange(target, applicationId, stage, options = {}) {
      const eventId = options.eventId ?? randomUUID();
      const retried = sent.get(eventId);
      if (retried) return post(target, retried.body, retried.signature, eventId);
      const application = emulator.applications.get(applicationId)!;
      application.current_stage = stages.find((s) => s.name === stage) ?? { id: 799, name: stage };
      const body = JSON.stringify(stageChangeBody(application, emulator.candidates.get(application.candidate_id)!));
      const signature = hmacSha256Hex(options.secret ?? emulator.secret, body);
      sent.set(eventId, { body, signature });
      return post(target, body, signature, eventId);
    },
    setEeoc: (applicationId, answers) => setEeoc(emulator, applicationId, answers),
    async replay(target, eventId, { newEventId, upperCaseSignature }) {
      const captured = sent.get(eventId)!;
      const signature = upperCaseSignature ? captured.signature.toUpperCase() : captured.signature;
      return post(target, captured.body, signature, newEventId ?? eventId);
    },
    close: async () => {},
  };
  return { emulator, handle: harvestHandler(emulator) };
}

function addApplication(
  gh: GreenhouseEmulator,
  { jobId, jobName, name, email, stage = "Application Review" }: Parameters<GreenhouseEmulator["addApplication"]>[0],
) {
  const [first, ...rest] = name.split(" ");
  const candidate: GreenhouseCandidate = {
    id: newId(),
    first_name: first ?? name,
    last_name: rest.join(" "),
    email_addresses: [{ value: email, type: "personal" }],
    notes: [],
  };
  gh.candidates.set(candidate.id, candidate);
  const application: GreenhouseApplication = {
    id: newId(),
    candidate_id: candidate.id,
    status: "active",
    current_stage: gh.stages.find((s) => s.name === stage) ?? null,
    jobs: [{ id: jobId, name: jobName ?? gh.jobs.find((j) => j.id === jobId)?.name ?? `Job ${jobId}` }],
    attachments: [],
    custom_fields: {},
    rejection_reason: null,
  };
  gh.applications.set(application.id, application);
  return application;
}

function setEeoc(
  gh: GreenhouseEmulator,
  applicationId: number,
  { race, gender, veteran, disability }: Parameters<GreenhouseEmulator["setEeoc"]>[1],
) {
  const application = gh.applications.get(applicationId)!;
  const answer = (description: string | undefined) => (description ? { id: newId(), description } : null);
  const entry: GreenhouseEeoc = {
    application_id: applicationId,
    candidate_id: application.candidate_id,
    submitted_at: now(),
    race: answer(race),
    gender: answer(gender),
    veteran_status: veteran ? { id: newId(), message: veteran } : null,
    disability_status: answer(disability),
  };
  gh.eeoc.set(applicationId, entry);
  return entry;
}

/** The candidate_stage_change web hook's body. */
const stageChangeBody = (application: GreenhouseApplication, candidate: GreenhouseCandidate) => ({
  action: "candidate_stage_change",
  payload: {
    application: {
      id: application.id,
      status: application.status,
      prospect: false,
      applied_at: now(),
      current_stage: { ...application.current_stage, interviews: [] },
      jobs: application.jobs,
      candidate: {
        id: candidate.id,
        first_name: candidate.first_name,
        last_name: candidate.last_name,
        email_addresses: candidate.email_addresses,
        phone_numbers: [],
        attachments: [],
      },
    },
  },
});
