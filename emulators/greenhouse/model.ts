import type { Faults } from "../kit/faults";
import type { FileStore } from "../kit/file-store";
import type { RequestLogEntry } from "../kit/server";

/** An application as Harvest v1 shows it (the fields the dashboard reads and writes). */
export interface GreenhouseApplication {
  id: number;
  candidate_id: number;
  status: "active" | "rejected" | "hired";
  current_stage: { id: number; name: string } | null;
  jobs: { id: number; name: string }[];
  attachments: { filename: string; url: string; type: string; created_at: string; visibility: string }[];
  custom_fields: Record<string, unknown>;
  rejection_reason: { id: number } | null;
}
export interface GreenhouseCandidate {
  id: number;
  first_name: string;
  last_name: string;
  email_addresses: { value: string; type: string }[];
  notes: { id: number; body: string; user: { id: number }; visibility: string; created_at: string }[];
}

/**
 * Harvest v1 "Retrieve EEOC data for application" (GET /v1/applications/{id}/eeoc): the candidate's voluntary
 * self-identification on that application; each answer an object (`description`, or `message` for the veteran
 * status), null where the candidate left it unanswered; "Decline To Self Identify" is an answer of its own.
 */
export interface GreenhouseEeoc {
  application_id: number;
  candidate_id: number;
  submitted_at: string | null;
  race: { id: number; description: string } | null;
  gender: { id: number; description: string } | null;
  veteran_status: { id: number; message: string } | null;
  disability_status: { id: number; description: string } | null;
}

export interface GreenhouseEmulator {
  url: string;
  apiKey: string;
  secret: string;
  userId: string;
  applications: Map<number, GreenhouseApplication>;
  candidates: Map<number, GreenhouseCandidate>;
  /** The EEOC answers submitted with each application (setEeoc). */
  eeoc: Map<number, GreenhouseEeoc>;
  /** Every job's stages (Harvest gives each job its own plan; the emulator's jobs share one). */
  stages: { id: number; name: string }[];
  /** The organization's jobs (GET /v1/jobs), open and closed. */
  jobs: { id: number; name: string; status: "open" | "closed" | "draft" }[];
  /** Endpoints the key was not given, as "METHOD /v1/path/:id" (the key's permissions): they answer 403. */
  denied: Set<string>;
  /** Application custom fields the organization has (PATCH names one by id or name_key). */
  customFields: { id: number; name_key: string }[];
  /** latencyMs: every answer waits this long (a slow ATS, so deliveries are in flight when a test kills the app). */
  faults: Faults;
  /** Requests as received: method, path, query, JSON body (writes), status answered. */
  calls: RequestLogEntry[];
  /** The attachments sent as content, by the id their url ends with (the last 50). */
  files: FileStore;
  rateLimitPer10s: number;
  addApplication(input: {
    jobId: number;
    jobName?: string;
    name: string;
    email: string;
    stage?: string;
  }): GreenhouseApplication;
  /** Records the EEOC answers submitted with an application (descriptions as Greenhouse's form words them). */
  setEeoc(
    applicationId: number,
    answers: { race?: string; gender?: string; veteran?: string; disability?: string },
  ): GreenhouseEeoc;
  /** Moves the application and POSTs the signed web hook to `target`; answers our status. */
  sendStageChange(
    target: string,
    applicationId: number,
    stage: string,
    options?: { eventId?: string; secret?: string },
  ): Promise<number>;
  /** Resends the delivery first sent under `eventId`, byte for byte, with the changes a replayer makes. */
  replay(
    target: string,
    eventId: string,
    changes: { newEventId?: string; upperCaseSignature?: boolean },
  ): Promise<number>;
  close(): Promise<void>;
}

// Ids start at a random base: every test file starts a fresh emulator against the same database, and an application id
// met again would find the screen an earlier file issued for it.
let nextId = 1000 + Math.floor(Math.random() * 1_000_000) * 1000;
export const newId = () => nextId++;
export const now = () => new Date().toISOString();
