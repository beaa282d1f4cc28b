import { randomUUID } from "node:crypto";
import { noFaults } from "../kit/faults";
import { fileStore } from "../kit/file-store";
import { startEmulatorServer } from "../kit/server";
import { jobTitles, type WorkableCandidate, type WorkableEmulator } from "./model";
import { workableHandler } from "./routes";
import { deliverCandidate, movedTargets } from "./subscriptions";

const STAGES: [slug: string, name: string, kind: string][] = [
  ["sourced", "Sourced", "sourced"],
  ["applied", "Applied", "applied"],
  ["phone-screen", "Phone Screen", "phone-screen"],
  // A stage renamed in the account keeps its slug: "Assessment" is not its slug.
  ["technical-assessment", "Assessment", "assessment"],
  ["interview", "Interview", "interview"],
  ["offer", "Offer", "offer"],
  ["hired", "Hired", "hired"],
];

let sequence = 0x3fc9a000;
/** Candidate ids like Workable's examples ("3fc9a80f"), increasing in the order candidates are added. */
const nextId = () => (sequence++).toString(16);

/**
 * A Workable emulator for tests, from workable.readme.io (SPI v3): `Authorization: Bearer <token>`, `member_id` on
 * every write, GET /spi/v3/candidates (shortcode, stage slug, limit ≤ 100, `paging.next`), GET /candidates/:id and
 * its activities, POST …/comments (one attachment, base64), …/move (target_stage) and …/disqualify
 * (disqualify_reason_id), the jobs' stages, web-hook subscriptions (emulators/workable/subscriptions.ts);
 * X-Rate-Limit-* headers and a 429 with Retry-After beyond the limit or on demand; and candidate_moved web hooks: the
 * Candidate object, signed `X-Workable-Signature` = HMAC-SHA256 of the body under the account token.
 */
export async function startWorkableEmulator(): Promise<WorkableEmulator> {
  const { emulator, handle } = createWorkableEmulator();
  const server = await startEmulatorServer(handle);
  emulator.url = server.url;
  emulator.calls = server.log;
  emulator.close = server.close;
  return emulator;
}

/**
 * The emulator's state and handler without a server: sandbox mode mounts the handler (app/api/sandbox-systems/
 * workable) with its own token and member, and lets subscriptions name only the targets `acceptsTarget` allows.
 */
export function createWorkableEmulator(
  options: {
    token?: string;
    memberId?: string;
    subdomain?: string;
    url?: string;
    acceptsTarget?: (target: string) => boolean;
  } = {},
) {
  const subdomain = options.subdomain ?? "emulated";
  const stages = STAGES.map(([slug, name, kind], position) => ({ slug, name, kind, position }));
  const candidates = new Map<string, WorkableCandidate>();
  const moveTo = (candidate: WorkableCandidate, stage: string) => {
    candidate.stage = stages.find((s) => s.slug === stage || s.name === stage)!.slug;
    candidate.updatedAt = new Date().toISOString();
  };
  const emulator: WorkableEmulator = {
    url: options.url ?? "",
    subdomain,
    token: options.token ?? `wk_${randomUUID().replace(/-/g, "")}`,
    member: { id: options.memberId ?? nextId(), name: "Riley Recruiter" },
    stages,
    jobs: [...jobTitles].map(([shortcode, title], i) => ({
      id: nextId(),
      shortcode,
      title,
      state: i === jobTitles.size - 1 ? ("closed" as const) : ("published" as const),
    })),
    deniedScopes: new Set(),
    candidates,
    disqualificationReasons: [
      { id: nextId(), description: "Doesn't have required qualifications", candidate_withdrew: false, position: 0 },
      { id: nextId(), description: "Withdrew/declined interview", candidate_withdrew: true, position: 1 },
    ],
    subscriptions: [],
    fileContents: fileStore(),
    faults: noFaults(),
    rateLimitPer10s: 10_000,
    calls: [],
    addCandidate({ shortcode, name, email, stage = "applied" }) {
      const [firstname = name, ...rest] = name.split(" ");
      const now = new Date().toISOString();
      const stageName = stages.find((s) => s.slug === stage)?.name ?? stage;
      const candidate: WorkableCandidate = {
        id: nextId(),
        firstname,
        lastname: rest.join(" "),
        email,
        shortcode,
        stage,
        disqualified: false,
        disqualificationReasonId: null,
        comments: [],
        activities: [{ action: "applied", stage_name: stageName, created_at: now, member: null, body: null }],
        createdAt: now,
        updatedAt: now,
      };
      candidates.set(candidate.id, candidate);
      return candidate;
    },
    async sendStageChange(target, candidateId, stage, { secret } = {}) {
      const candidate = candidates.get(candidateId)!;
      moveTo(candidate, stage);
      return deliverCandidate(emulator, candidate, target, secret ?? emulator.token);
    },
    async moveAndNotify(candidateId, stage) {
      const candidate = candidates.get(candidateId)!;
      moveTo(candidate, stage);
      const targets = movedTargets(emulator, candidate);
      return Promise.all(targets.map((target) => deliverCandidate(emulator, candidate, target, emulator.token)));
    },
    close: async () => {},
  };
  return { emulator, handle: workableHandler(emulator, options.acceptsTarget ?? (() => true)) };
}
