import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import type { Role } from "@/lib/auth/roles";
import { defaultReviewSettings } from "@/lib/review/review-settings-schema";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions, type ServerActionRef } from "@/testing/server-actions";

/**
 * Every server action of the build, called by hand as anonymous, recruiter, hiring manager and admin. A
 * refused call must say so and change nothing (no audit event, no row). An action missing from this table
 * fails the test, so a new mutation cannot ship without its role being checked here.
 */
const baseUrl = inject("baseUrl");
const database = new pg.Client({ connectionString: inject("databaseUrl") });

const mailServerArgs = {
  host: "smtp.example.com",
  port: 587,
  security: "starttls",
  user: "matrix",
  password: "matrix-password",
  from: "Matrix <matrix@example.com>",
};

/** `compliance`: the action also needs the Compliance permission (only the "compliance" session below has it). */
const matrix: Record<string, { minimum: Role; compliance?: true; args: () => unknown }> = {
  createCandidateAction: {
    minimum: "recruiter",
    args: () => ({ name: "Matrix Person", email: `matrix-${Date.now()}-${Math.random()}@example.test` }),
  },
  findCandidatesAction: { minimum: "recruiter", args: () => ({ q: "nobody at all" }) },
  issueScreenAction: {
    minimum: "recruiter",
    args: () => ({ candidateIdentifier: "cand_missing", problemId: "prob_missing" }),
  },
  reportIpAction: {
    minimum: "recruiter",
    args: () => ({
      candidateId: "cand_missing",
      reading: { ipAddress: "8.8.8.8", observedAt: new Date().toISOString(), source: "matrix" },
    }),
  },
  addNoteAction: {
    minimum: "recruiter",
    args: () => ({ targetType: "candidate", targetId: "cand_matrix", body: "matrix note" }),
  },
  addTagAction: {
    minimum: "recruiter",
    args: () => ({ targetType: "candidate", targetId: "cand_matrix", label: "matrix" }),
  },
  removeTagAction: {
    minimum: "recruiter",
    args: () => ({ targetType: "candidate", targetId: "cand_matrix", label: "matrix" }),
  },
  setDecisionAction: {
    minimum: "recruiter",
    args: () => ({ interviewId: "int_matrix", decision: "hold", reason: "matrix check" }),
  },
  reviewFlagAction: {
    minimum: "recruiter",
    args: () => ({
      interviewId: "int_matrix",
      flagId: "tab-switching",
      verdict: "cleared",
      reason: "False positive",
      note: "matrix check",
    }),
  },
  createCalibrationSetAction: {
    minimum: "admin",
    args: () => ({ name: "Matrix panel", problemId: "prob_matrix", size: 5 }),
  },
  answerCalibrationAction: {
    minimum: "recruiter",
    args: () => ({ setId: "00000000-0000-4000-8000-000000000000", interviewId: "int_matrix", decision: "hold" }),
  },
  closeCalibrationSetAction: { minimum: "admin", args: () => ({ setId: "00000000-0000-4000-8000-000000000000" }) },
  setCalibrationMembersAction: {
    minimum: "admin",
    args: () => ({ setId: "00000000-0000-4000-8000-000000000000", memberIds: [], dueAt: "" }),
  },
  askSecondOpinionAction: {
    minimum: "recruiter",
    args: () => ({
      interviewId: "int_matrix",
      flagId: "tab-switching",
      assigneeId: "00000000-0000-4000-8000-000000000000",
      note: "matrix check",
    }),
  },
  recommendRetakeAction: {
    minimum: "recruiter",
    args: () => ({ interviewId: "int_matrix", shouldSendEmail: false, inviteEmailLocale: "en" }),
  },
  agreeWithVerdictAction: {
    minimum: "recruiter",
    args: () => ({ interviewId: "int_matrix", flagId: "tab-switching" }),
  },
  revealCandidateAction: { minimum: "recruiter", args: () => ({ interviewId: "int_matrix" }) },
  setReviewSettingsAction: {
    minimum: "admin",
    args: () => ({
      // The defaults: other files on this database give verdicts with the team's reasons.
      reasons: defaultReviewSettings.reasons,
      secondOpinionLevels: ["critical"],
      hideOthersUntilOwn: false,
      blindRoles: [],
    }),
  },
  createUserAction: {
    minimum: "admin",
    args: () => ({
      email: `new-${Date.now()}-${Math.random()}@example.test`,
      role: "recruiter",
      password: "a-long-password",
    }),
  },
  changeRoleAction: {
    minimum: "admin",
    args: () => ({ userId: "00000000-0000-0000-0000-000000000000", role: "manager" }),
  },
  disableUserAction: { minimum: "admin", args: () => ({ userId: "00000000-0000-0000-0000-000000000000" }) },
  enableUserAction: { minimum: "admin", args: () => ({ userId: "00000000-0000-0000-0000-000000000000" }) },
  removeUserAction: { minimum: "admin", args: () => ({ userId: "00000000-0000-0000-0000-000000000000" }) },
  resetPasswordAction: { minimum: "admin", args: () => ({ userId: "00000000-0000-0000-0000-000000000000" }) },
  changeOwnPasswordAction: {
    minimum: "recruiter",
    args: () => ({ current: "not-the-password", next: "a-long-password", confirm: "a-long-password" }),
  },
  endOtherSessionsAction: { minimum: "recruiter", args: () => ({}) },
  setTimeZoneAction: { minimum: "recruiter", args: () => ({ timeZone: "Europe/Paris" }) },
  saveNotificationSettingsAction: {
    minimum: "recruiter",
    args: () => ({ choices: { "job-finished": "now" }, digest: { frequency: "daily", hour: 8, weekday: 1 } }),
  },
  sendDigestNowAction: { minimum: "recruiter", args: () => ({}) },
  sendTestEmailAction: { minimum: "recruiter", args: () => ({}) },
  addChatChannelAction: {
    minimum: "admin",
    args: () => ({ name: "matrix", provider: "slack", url: "https://matrix.invalid/hook", kinds: ["job-finished"] }),
  },
  setChatChannelKindsAction: { minimum: "admin", args: () => ({ id: "channel_missing", kinds: [] }) },
  removeChatChannelAction: { minimum: "admin", args: () => ({ id: "channel_missing" }) },
  testChatChannelAction: { minimum: "admin", args: () => ({ id: "channel_missing" }) },
  addSandboxChatChannelAction: { minimum: "admin", args: () => ({ provider: "google-chat" }) },
  endSessionAction: { minimum: "recruiter", args: () => ({ sessionId: "00000000-0000-0000-0000-000000000000" }) },
  reprocessWebhookAction: { minimum: "admin", args: () => ({ id: "msg_missing" }) },
  addProblemAction: { minimum: "recruiter", args: () => ({ problemId: "prob_missing" }) },
  refreshAllProblemsAction: { minimum: "recruiter", args: () => ({}) },
  checkProblemStatusAction: { minimum: "recruiter", args: () => ({ problemId: "prob_missing" }) },
  shareProblemPdfAction: { minimum: "recruiter", args: () => ({ problemId: "prob_missing" }) },
  shareResultsLinkAction: { minimum: "admin", args: () => ({ interviewId: "int_missing" }) },
  createShareLinkAction: { minimum: "recruiter", args: () => ({ interviewId: "int_missing", days: 7 }) },
  revokeShareLinkAction: { minimum: "recruiter", args: () => ({ linkId: "00000000-0000-0000-0000-000000000000" }) },
  eraseCandidatesAction: {
    minimum: "admin",
    args: () => ({ candidateIds: ["cand_matrix_erase"], reason: "matrix check" }),
  },
  eraseByEmailsAction: {
    minimum: "admin",
    args: () => ({ emails: "nobody-matrix@example.test", reason: "matrix check" }),
  },
  placeLegalHoldAction: { minimum: "admin", args: () => ({ candidateId: "cand_matrix_hold", reason: "matrix check" }) },
  saveRetentionAction: { minimum: "admin", args: () => ({ enabled: false, days: 365, mode: "anonymize" }) },
  previewRetentionAction: { minimum: "admin", args: () => ({ days: 365 }) },
  releaseLegalHoldAction: { minimum: "admin", args: () => ({ candidateId: "cand_matrix_missing" }) },
  saveAtsConnectionAction: {
    minimum: "admin",
    args: () => ({ ats: "greenhouse", baseUrl: "https://harvest.greenhouse.io", dashboardOrigin: "https://x.test" }),
  },
  addAtsRuleAction: {
    minimum: "admin",
    args: () => ({ ats: "greenhouse", jobId: "1", stageName: "S", problemId: "p" }),
  },
  // Workable is connected by no test the matrix runs beside: as admin each is refused before any call goes out.
  testAtsConnectionAction: { minimum: "admin", args: () => ({ ats: "workable", baseUrl: "https://x.workable.com" }) },
  listAtsJobsAction: { minimum: "admin", args: () => ({ ats: "workable" }) },
  listAtsStagesAction: { minimum: "admin", args: () => ({ ats: "workable", jobId: "J1" }) },
  removeAtsRuleAction: {
    minimum: "admin",
    args: () => ({ ats: "greenhouse", ruleId: "00000000-0000-0000-0000-000000000000" }),
  },
  resendOutboxAction: { minimum: "admin", args: () => ({ outboxId: "00000000-0000-0000-0000-000000000000" }) },
  // As admin these act on Lever for real (a test file connects what it needs in its own beforeAll).
  disconnectAtsAction: { minimum: "admin", args: () => ({ ats: "lever" }) },
  pollAtsNowAction: { minimum: "admin", args: () => ({ ats: "lever" }) },
  // Sandbox mode: as admin these act on the sandbox ATS in memory (no row is counted), or are refused by it.
  connectSandboxAtsAction: { minimum: "admin", args: () => ({ ats: "workable" }) },
  moveSandboxApplicationAction: {
    minimum: "admin",
    args: () => ({ ats: "greenhouse", applicationId: "1", stage: "Screening" }),
  },
  addSandboxApplicationAction: {
    minimum: "admin",
    args: () => ({ ats: "greenhouse", jobId: "no-such-job", name: "Matrix Person", email: "matrix@example.test" }),
  },
  setShareContentsAction: { minimum: "admin", args: () => ({ integrityFindings: false, integrityNarrative: false }) },
  updateProblemAction: {
    minimum: "manager",
    args: () => ({ problemId: "prob_missing", problemTitle: "Matrix title" }),
  },
  createProblemAction: {
    minimum: "manager",
    args: () => ({ jobDescription: "Registered nurse for the night shift in intensive care.", desiredTime: 45 }),
  },
  createBulkJobAction: { minimum: "admin", args: () => ({}) },
  appendBulkRowsAction: { minimum: "admin", args: () => ({ jobId: "job_missing", offset: 0, roster: [] }) },
  controlBulkJobAction: { minimum: "admin", args: () => ({ jobId: "job_missing", control: "pause" }) },
  createBulkJobFromCandidatesAction: { minimum: "admin", args: () => ({}) },
  pickCandidatesAction: { minimum: "admin", args: () => ({ q: "matrix" }) },
  matchRosterAction: { minimum: "recruiter", args: () => ({ rows: [{ email: "matrix@example.test" }] }) },
  rememberedMappingAction: { minimum: "recruiter", args: () => ({ shape: ["matrix name", "matrix email"] }) },
  rememberMappingAction: {
    minimum: "recruiter",
    args: () => ({
      shape: ["matrix name", "matrix email"],
      mapping: { name: { kind: "single", column: 0 }, email: 1, externalId: null, integrationSource: { kind: "none" } },
    }),
  },
  createImportJobAction: { minimum: "recruiter", args: () => ({}) },
  appendImportRowsAction: { minimum: "recruiter", args: () => ({ jobId: "job_missing", offset: 0, roster: [] }) },
  controlImportJobAction: { minimum: "recruiter", args: () => ({ jobId: "job_missing", control: "pause" }) },
  syncNowAction: { minimum: "admin", args: () => ({}) },
  createScimDirectoryAction: { minimum: "admin", args: () => ({ name: `Matrix ${Date.now()} ${Math.random()}` }) },
  rotateScimTokenAction: { minimum: "admin", args: () => ({ directoryId: "00000000-0000-0000-0000-000000000000" }) },
  deleteScimDirectoryAction: {
    minimum: "admin",
    args: () => ({ directoryId: "00000000-0000-0000-0000-000000000000" }),
  },
  setScimGroupRoleAction: {
    minimum: "admin",
    args: () => ({
      directoryId: "00000000-0000-0000-0000-000000000000",
      displayName: "Matrix group",
      role: "recruiter",
    }),
  },
  removeScimGroupRoleAction: {
    minimum: "admin",
    args: () => ({ directoryId: "00000000-0000-0000-0000-000000000000", displayName: "Matrix missing group" }),
  },
  addSamlConnectionAction: {
    minimum: "admin",
    args: () => ({ source: "xml", name: "Matrix IdP", domains: "matrix.example.test", metadataXml: "<not-metadata/>" }),
  },
  updateSamlConnectionAction: {
    minimum: "admin",
    args: () => ({
      connectionId: "00000000-0000-4000-8000-000000000000",
      domains: "matrix.example.test",
      requireSso: true,
    }),
  },
  deleteSamlConnectionAction: {
    minimum: "admin",
    args: () => ({ connectionId: "00000000-0000-4000-8000-000000000000" }),
  },
  grantSamlBreakGlassAction: { minimum: "admin", args: () => ({ email: "recruiter@sandbox.test" }) },
  revokeSamlBreakGlassAction: {
    minimum: "admin",
    args: () => ({ userId: "00000000-0000-4000-8000-000000000000" }),
  },
  // A private address the guard refuses: an admin's call runs and is refused with a reason, adding nothing.
  addAuditDestinationAction: {
    minimum: "admin",
    args: () => ({
      kind: "https",
      name: `Matrix ${Math.random()}`,
      url: "https://10.9.9.9/audit",
      caPem: "",
      from: "now",
    }),
  },
  setAuditDestinationPausedAction: {
    minimum: "admin",
    args: () => ({ id: "00000000-0000-4000-8000-000000000000", paused: true }),
  },
  deleteAuditDestinationAction: { minimum: "admin", args: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  testAuditDestinationAction: { minimum: "admin", args: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  // The test app sets SMTP_URL: an admin's call runs and is refused for it, saving and sending nothing.
  saveMailServerAction: { minimum: "admin", args: () => mailServerArgs },
  testMailServerAction: { minimum: "admin", args: () => mailServerArgs },
  removeMailServerAction: { minimum: "admin", args: () => ({}) },
  decideCohortAction: {
    minimum: "manager",
    args: () => ({
      problemId: "prob_missing",
      selection: { kind: "ids", ids: ["int_missing"] },
      decision: "hold",
      reason: "matrix check",
    }),
  },
  setComplianceAction: {
    minimum: "admin",
    args: () => ({ userId: "00000000-0000-0000-0000-000000000000", compliance: true }),
  },
  startEeoReadAction: {
    minimum: "recruiter",
    compliance: true,
    args: () => ({ ats: "greenhouse", days: 30, limit: 1 }),
  },
  importDemographicsAction: {
    minimum: "recruiter",
    compliance: true,
    args: () => ({
      fileName: "matrix.csv",
      rows: [
        {
          line: 2,
          email: "nobody-matrix@example.test",
          atsId: null,
          sex: "female",
          raceEthnicity: "white",
          veteran: null,
          disability: null,
        },
      ],
    }),
  },
  countCohortAtOrAboveAction: {
    minimum: "recruiter",
    args: () => ({ problemId: "prob_missing", filters: {}, min: 50 }),
  },
};

const rank: Record<Role, number> = { recruiter: 0, manager: 1, admin: 2 };
type Caller = Role | "compliance";
const sessions: Partial<Record<Caller, string>> = {};
/** A recruiter holding the Compliance permission: the only caller a `compliance` action runs for. */
const complianceEmail = "compliance-matrix@sandbox.test";
const callerRole = (as: Caller): Role => (as === "compliance" ? "recruiter" : as);
let actions: ServerActionRef[] = [];

const counted = [
  "audit_event",
  "note",
  "tag",
  "decision",
  "flag_review",
  '"User"',
  "ip_report",
  "bulk_job",
  "scout_request",
  "import_mapping",
  "share_link",
  "flag_review_change",
  "app_setting",
  "notification_preference",
  "chat_channel",
  "demographic_answer",
  "eeo_read",
  "scim_directory",
  "scim_group_role",
  "saml_connection",
  "saml_domain",
  "saml_break_glass",
  "review_request",
  "calibration_member",
  "audit_destination",
  "mail_server",
];

/** Each counted table's rows (and the accounts with the Compliance permission), as one comparable line. */
async function snapshot() {
  const { rows } = await database.query<{ n: string }>(
    `SELECT concat_ws(' ', ${counted.map((table) => `'${table}=' || (SELECT COUNT(*) FROM ${table})`).join(", ")},
            'compliance=' || (SELECT COUNT(*) FROM "User" WHERE compliance)) AS n`,
  );
  return rows[0]!.n;
}

/** What differs between two snapshots, for the failure's message. */
function changed(before: string, after: string) {
  const was = new Set(before.split(" "));
  return after
    .split(" ")
    .filter((count) => !was.has(count))
    .join(", ");
}

/**
 * Waits until nothing counted changes for 1.5 s: work an earlier file or role left running in the shared
 * app (a Scout run's webhooks, a sync) must not be taken for a refused call's effect.
 */
async function settled() {
  let last = await snapshot();
  let stableSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() - stableSince < 1_500 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await snapshot();
    if (now !== last) [last, stableSince] = [now, Date.now()];
  }
}

beforeAll(async () => {
  await database.connect();
  actions = listServerActions();
  sessions.recruiter = await signIn(baseUrl, "recruiter@sandbox.test");
  sessions.manager = await signIn(baseUrl, "manager@sandbox.test");
  sessions.admin = await signIn(baseUrl, "admin@sandbox.test");
  await database.query(
    `INSERT INTO "User" (id, email, "passwordHash", role, compliance, "updatedAt")
     SELECT gen_random_uuid(), $1, "passwordHash", 'recruiter', true, now() FROM "User" WHERE email = 'recruiter@sandbox.test'
     ON CONFLICT (email) DO NOTHING`,
    [complianceEmail],
  );
  sessions.compliance = await signIn(baseUrl, complianceEmail);
});
afterAll(() => database.end());

describe("RBAC matrix over every server action", () => {
  it("lists a role for every action the build contains", () => {
    const unlisted = actions.map((a) => a.name).filter((name) => !matrix[name]);
    expect(unlisted).toEqual([]);
  });

  for (const as of ["anonymous", "recruiter", "manager", "admin", "compliance"] as const) {
    const allowedFor = (name: string) => {
      const entry = matrix[name]!;
      return (
        as !== "anonymous" && rank[callerRole(as)] >= rank[entry.minimum] && (!entry.compliance || as === "compliance")
      );
    };
    it(`as ${as}: allowed actions run, refused ones say so and change nothing`, async () => {
      const escapes: string[] = [];
      // The refused calls first, once nothing changes any more: an allowed call may leave work running (a job, a
      // sync) that would be taken for a refused call's effect, and so may an earlier file's or role's.
      await settled();
      const listed = actions.filter((action) => matrix[action.name]);
      const ordered = [...listed.filter((a) => !allowedFor(a.name)), ...listed.filter((a) => allowedFor(a.name))];
      for (const action of ordered) {
        const entry = matrix[action.name]!;
        const allowed = allowedFor(action.name);
        const before = allowed ? "" : await snapshot();
        const { status, result } = await callAction(
          baseUrl,
          action,
          entry.args(),
          as === "anonymous" ? undefined : sessions[as],
        );
        const code = (result as { ok: boolean; code?: string } | undefined)?.code;
        if (allowed && (code === "forbidden" || code === "unauthenticated" || status >= 500))
          escapes.push(`${action.name}: refused for ${as} (${status} ${code})`);
        if (!allowed) {
          const refused =
            code === (as === "anonymous" ? "unauthenticated" : "forbidden") || status === 401 || status === 403;
          if (!refused) escapes.push(`${action.name}: ran for ${as} (${status} ${JSON.stringify(result)})`);
          const after = await snapshot();
          if (after !== before)
            escapes.push(`${action.name}: a refused call by ${as} changed data (${changed(before, after)})`);
        }
      }
      expect(escapes).toEqual([]);
    }, 180_000);
  }
});
