/**
 * Out-of-range and wrong-type inputs for every server action, from spec part 8 (desiredTime 30–60,
 * expirationDays 1–365, problemTitle 1–255, IP source 1–64, pageSize 1–1000, page ≥ 1) and from each form's
 * own limits. Every case here is invalid: a correct action refuses it with a message and changes nothing.
 */
export interface BadInput {
  label: string;
  args: unknown;
}

const long = (n: number) => "x".repeat(n);
const now = () => new Date().toISOString();

/** Inputs that no action accepts (every action takes an object; the two without fields still reject these). */
export const genericBadInputs: BadInput[] = [
  { label: "null", args: null },
  { label: "a number", args: 42 },
  { label: "a string", args: "drop table" },
  { label: "an array", args: [1, 2, 3] },
  { label: "a boolean", args: true },
];

const ip = (reading: Record<string, unknown>) => ({ candidateId: "cand_limits", reading: { ipAddress: "8.8.8.8", observedAt: now(), source: "limits", ...reading } });
const problem = (fields: Record<string, unknown>) => ({ jobDescription: "Senior backend engineer: Go, Postgres, Kubernetes.", desiredTime: 45, ...fields });
const update = (fields: Record<string, unknown>) => ({ problemId: "prob_limits", ...fields });
const roster = [{ candidateId: "cand_limits", name: "Limits", email: "limits@example.test" }];

/** Per action, by its exported name. An action missing here still gets the generic inputs (and is reported). */
export const actionBadInputs: Record<string, BadInput[]> = {
  createProblemAction: [
    { label: "desiredTime 29 (min 30)", args: problem({ desiredTime: 29 }) },
    { label: "desiredTime 61 (max 60)", args: problem({ desiredTime: 61 }) },
    { label: "desiredTime 45.5", args: problem({ desiredTime: 45.5 }) },
    { label: "desiredTime as text", args: problem({ desiredTime: "45" }) },
    { label: "problemTitle of 256 characters", args: problem({ problemTitle: long(256) }) },
    { label: "problemTitle a number", args: problem({ problemTitle: 7 }) },
    { label: "jobDescription empty", args: problem({ jobDescription: "   " }) },
    { label: "jobDescription a number", args: problem({ jobDescription: 12 }) },
    { label: "experienceLevel unknown", args: problem({ experienceLevel: "guru" }) },
    { label: "supportedLocales empty", args: problem({ supportedLocales: [] }) },
    { label: "supportedLocales unknown", args: problem({ supportedLocales: ["de"] }) },
    { label: "externalResourceMode unknown", args: problem({ externalResourceMode: "SOMETIMES" }) },
    { label: "testMode as text", args: problem({ testMode: "yes" }) },
    { label: "integrationSource without externalId", args: problem({ integrationSource: "greenhouse" }) },
  ],
  updateProblemAction: [
    { label: "desiredTime 29", args: update({ desiredTime: 29 }) },
    { label: "desiredTime 61", args: update({ desiredTime: 61 }) },
    { label: "expirationDays 0 (min 1)", args: update({ expirationDays: 0 }) },
    { label: "expirationDays 366 (max 365)", args: update({ expirationDays: 366 }) },
    { label: "expirationDays 1.5", args: update({ expirationDays: 1.5 }) },
    { label: "expirationDays as text", args: update({ expirationDays: "7" }) },
    { label: "problemTitle empty (min 1)", args: update({ problemTitle: "" }) },
    { label: "problemTitle of 256 characters (max 255)", args: update({ problemTitle: long(256) }) },
    { label: "externalResourceMode OPEN", args: update({ externalResourceMode: "OPEN" }) },
    { label: "includeAiUsageScoring as text", args: update({ includeAiUsageScoring: "yes" }) },
    { label: "problemId missing", args: { desiredTime: 40 } },
  ],
  reportIpAction: [
    { label: "source empty (min 1)", args: ip({ source: "" }) },
    { label: "source of 65 characters (max 64)", args: ip({ source: long(65) }) },
    { label: "source a number", args: ip({ source: 64 }) },
    { label: "observedAt not a date", args: ip({ observedAt: "yesterday" }) },
    { label: "ipAddress empty", args: ip({ ipAddress: "" }) },
    { label: "ipAddress a number", args: ip({ ipAddress: 8888 }) },
    { label: "reading missing", args: { candidateId: "cand_limits" } },
  ],
  issueScreenAction: [
    { label: "candidateIdentifier a number", args: { candidateIdentifier: 1, problemId: "prob_limits" } },
    { label: "problemId missing", args: { candidateIdentifier: "cand_limits" } },
    { label: "inviteEmailLocale de", args: { candidateIdentifier: "cand_limits", problemId: "prob_limits", inviteEmailLocale: "de" } },
    { label: "shouldSendEmail as text", args: { candidateIdentifier: "cand_limits", problemId: "prob_limits", shouldSendEmail: "no" } },
  ],
  createCandidateAction: [
    { label: "name empty", args: { name: " ", email: "a@example.test" } },
    { label: "name a number", args: { name: 5, email: "a@example.test" } },
    { label: "email not an email", args: { name: "A", email: "not-an-email" } },
    { label: "externalId without integrationSource", args: { name: "A", email: "a@example.test", externalId: "x" } },
  ],
  addNoteAction: [
    { label: "body empty", args: { targetType: "candidate", targetId: "cand_limits", body: "  " } },
    { label: "body of 5,001 characters", args: { targetType: "candidate", targetId: "cand_limits", body: long(5001) } },
    { label: "targetType unknown", args: { targetType: "planet", targetId: "cand_limits", body: "x" } },
  ],
  addTagAction: [
    { label: "label of 41 characters", args: { targetType: "candidate", targetId: "cand_limits", label: long(41) } },
    { label: "label with symbols", args: { targetType: "candidate", targetId: "cand_limits", label: "<script>" } },
  ],
  removeTagAction: [{ label: "label empty", args: { targetType: "candidate", targetId: "cand_limits", label: "" } }],
  setDecisionAction: [
    { label: "decision unknown", args: { interviewId: "int_limits", decision: "maybe", reason: "because" } },
    { label: "reason too short", args: { interviewId: "int_limits", decision: "hold", reason: "x" } },
    { label: "reason of 2,001 characters", args: { interviewId: "int_limits", decision: "hold", reason: long(2001) } },
  ],
  reviewFlagAction: [
    { label: "verdict unknown", args: { interviewId: "int_limits", flagId: "f", verdict: "meh", note: "a note" } },
    { label: "note missing", args: { interviewId: "int_limits", flagId: "f", verdict: "dismissed" } },
  ],
  createUserAction: [
    { label: "email invalid", args: { email: "nobody", role: "recruiter", password: "a-long-password" } },
    { label: "role unknown", args: { email: "x@example.test", role: "root", password: "a-long-password" } },
    { label: "password of 9 characters", args: { email: "x@example.test", role: "recruiter", password: "short-pwd" } },
    { label: "password of 201 characters", args: { email: "x@example.test", role: "recruiter", password: long(201) } },
  ],
  changeRoleAction: [
    { label: "role unknown", args: { userId: "u", role: "god" } },
    { label: "userId a number", args: { userId: 1, role: "admin" } },
  ],
  reprocessWebhookAction: [{ label: "id empty", args: { id: "" } }],
  shareResultsLinkAction: [{ label: "interviewId empty", args: { interviewId: "" } }],
  addProblemAction: [{ label: "problemId blank", args: { problemId: "   " } }],
  shareProblemPdfAction: [{ label: "problemId a number", args: { problemId: 3 } }],
  checkProblemStatusAction: [{ label: "problemId empty", args: { problemId: "" } }],
  createBulkJobAction: [
    { label: "roster empty", args: { problemId: "prob_limits", options: {}, roster: [] } },
    { label: "roster of 10,001 rows (max 10,000)", args: { problemId: "prob_limits", options: {}, roster: Array.from({ length: 10_001 }, () => roster[0]) } },
    { label: "problemId empty", args: { problemId: "", options: {}, roster } },
    { label: "inviteEmailLocale de", args: { problemId: "prob_limits", options: { inviteEmailLocale: "de" }, roster } },
    { label: "totalRows 0", args: { problemId: "prob_limits", options: {}, roster, totalRows: 0 } },
    { label: "totalRows below the roster", args: { problemId: "prob_limits", options: {}, roster: [...roster, { name: "B", email: "b@example.test" }], totalRows: 1 } },
    { label: "new person with a bad email", args: { problemId: "prob_limits", options: {}, roster: [{ name: "B", email: "nope" }] } },
  ],
  appendBulkRowsAction: [
    { label: "offset -1", args: { jobId: "job", offset: -1, roster } },
    { label: "offset 10,001", args: { jobId: "job", offset: 10_001, roster } },
    { label: "jobId empty", args: { jobId: "", offset: 0, roster } },
  ],
  controlBulkJobAction: [
    { label: "control unknown", args: { jobId: "job", control: "explode" } },
    { label: "jobId a number", args: { jobId: 1, control: "pause" } },
  ],
  // Their schema is an empty object: only the generic inputs apply.
  syncResultsAction: [],
  refreshAllProblemsAction: [],
};

/** The assessments list's query (page ≥ 1, pageSize 1 to 1000): each is corrected with a notice, never a 5xx. */
export const badPageQueries = ["page=0", "page=-1", "page=abc", "page=1.5", "pageSize=0", "pageSize=1001", "pageSize=1e9", "pageSize=-5&page=99999999999999999999"];
