import { randomUUID } from "node:crypto";
import { noFaults } from "../kit/faults";
import { startEmulatorServer } from "../kit/server";
import { hmacSha256Hex, postWebhook } from "../kit/signing";
import { detailed, jobTitles, type WorkableCandidate, type WorkableEmulator } from "./model";
import { workableHandler } from "./routes";

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
 * (disqualify_reason_id), the jobs' stages; X-Rate-Limit-* headers and a 429 with Retry-After beyond the limit or on
 * demand; and candidate_moved web hooks: the Candidate object, signed `X-Workable-Signature` = HMAC-SHA256 of the
 * body under the account token.
 */
export async function startWorkableEmulator(): Promise<WorkableEmulator> {
  const subdomain = "emulated";
  const stages = STAGES.map(([slug, name, kind], position) => ({ slug, name, kind, position }));
  const candidates = new Map<string, WorkableCandidate>();
  const emulator: WorkableEmulator = {
    url: "",
    subdomain,
    token: `wk_${randomUUID().replace(/-/g, "")}`,
    member: { id: nextId(), name: "Riley Recruiter" },
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
    faults: noFaults(),
    rateLimitPer10s: 10_000,
    calls: [],
    addCandidate({ shortcode, name, email }) {
      const [firstname = name, ...rest] = name.split(" ");
      const now = new Date().toISOString();
      const candidate: WorkableCandidate = {
        id: nextId(),
        firstname,
        lastname: rest.join(" "),
        email,
        shortcode,
        stage: "applied",
        disqualified: false,
        disqualificationReasonId: null,
        comments: [],
        activities: [{ action: "applied", stage_name: "Applied", created_at: now, member: null, body: null }],
        createdAt: now,
        updatedAt: now,
      };
      candidates.set(candidate.id, candidate);
      return candidate;
    },
    async sendStageChange(target, candidateId, stage, options = {}) {
      const candidate = candidates.get(candidateId)!;
      const to = stages.find((s) => s.slug === stage || s.name === stage)!;
      candidate.stage = to.slug;
      candidate.updatedAt = new Date().toISOString();
      const body = JSON.stringify({ data: detailed(candidate, subdomain, stages) });
      const signature = hmacSha256Hex(options.secret ?? emulator.token, body);
      return postWebhook(target, body, { "x-workable-signature": signature });
    },
    close: async () => {},
  };
  const server = await startEmulatorServer(workableHandler(emulator));
  emulator.url = server.url;
  emulator.calls = server.log;
  emulator.close = server.close;
  return emulator;
}
