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

const ip = (reading: Record<string, unknown>) => ({
  candidateId: "cand_limits",
  reading: { ipAddress: "8.8.8.8", observedAt: now(), source: "limits", ...reading },
});
const problem = (fields: Record<string, unknown>) => ({
  jobDescription: "Senior backend engineer: Go, Postgres, Kubernetes.",
  desiredTime: 45,
  ...fields,
});
const mailServer = (fields: Record<string, unknown>) => ({
  host: "smtp.example.com",
  port: 587,
  security: "starttls",
  user: "limits",
  password: "limits-password",
  from: "Limits <limits@example.com>",
  ...fields,
});
const update = (fields: Record<string, unknown>) => ({ problemId: "prob_limits", ...fields });
const roster = [{ candidateId: "cand_limits", name: "Limits", email: "limits@example.test" }];
const mapping = (fields: Record<string, unknown>) => ({
  name: { kind: "single", column: 0 },
  email: 1,
  externalId: null,
  integrationSource: { kind: "none" },
  ...fields,
});

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
  findCandidatesAction: [
    { label: "q of one letter (min 2)", args: { q: "a" } },
    { label: "q of 201 characters (max 200)", args: { q: "x".repeat(201) } },
    { label: "q a number", args: { q: 42 } },
  ],
  issueScreenAction: [
    { label: "candidateIdentifier a number", args: { candidateIdentifier: 1, problemId: "prob_limits" } },
    { label: "problemId missing", args: { candidateIdentifier: "cand_limits" } },
    {
      label: "inviteEmailLocale de",
      args: { candidateIdentifier: "cand_limits", problemId: "prob_limits", inviteEmailLocale: "de" },
    },
    {
      label: "shouldSendEmail as text",
      args: { candidateIdentifier: "cand_limits", problemId: "prob_limits", shouldSendEmail: "no" },
    },
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
    {
      label: "verdict dismissed (now cleared)",
      args: { interviewId: "int_limits", flagId: "f", verdict: "dismissed" },
    },
    {
      label: "reason not on the list",
      args: { interviewId: "int_limits", flagId: "f", verdict: "confirmed", reason: "Gut feeling" },
    },
    {
      label: "note of 2,001 characters",
      args: { interviewId: "int_limits", flagId: "f", verdict: "retake", note: long(2001) },
    },
    { label: "flagId of 201 characters", args: { interviewId: "int_limits", flagId: long(201), verdict: "retake" } },
  ],
  createCalibrationSetAction: [
    { label: "name missing", args: { problemId: "p", size: 5 } },
    { label: "size too large", args: { name: "Panel", problemId: "p", size: 5000 } },
    { label: "size a word", args: { name: "Panel", problemId: "p", size: "many" } },
    { label: "no completed results", args: { name: "Panel", problemId: "prob_limits", size: 5 } },
    { label: "dueAt not a day", args: { name: "Panel", problemId: "p", size: 5, dueAt: "soon" } },
    { label: "a member not a uuid", args: { name: "Panel", problemId: "p", size: 5, memberIds: ["rita"] } },
  ],
  answerCalibrationAction: [
    { label: "setId not a uuid", args: { setId: "x", interviewId: "i", decision: "hold" } },
    {
      label: "decision unknown",
      args: { setId: "00000000-0000-4000-8000-000000000000", interviewId: "i", decision: "maybe" },
    },
    {
      label: "no such set",
      args: { setId: "00000000-0000-4000-8000-000000000000", interviewId: "i", decision: "hold" },
    },
  ],
  closeCalibrationSetAction: [
    { label: "setId missing", args: {} },
    { label: "no such set", args: { setId: "00000000-0000-4000-8000-000000000000" } },
  ],
  setCalibrationMembersAction: [
    { label: "setId not a uuid", args: { setId: "x", memberIds: [] } },
    { label: "memberIds not a list", args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: "everyone" } },
    { label: "a member not a uuid", args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: ["rita"] } },
    {
      label: "101 members (max 100)",
      args: {
        setId: "00000000-0000-4000-8000-000000000000",
        memberIds: Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`),
      },
    },
    {
      label: "dueAt not a day",
      args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: [], dueAt: "next friday" },
    },
    {
      label: "dueAt 30 February",
      args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: [], dueAt: "2027-02-30" },
    },
    { label: "dueAt a number", args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: [], dueAt: 7 } },
    { label: "no such set", args: { setId: "00000000-0000-4000-8000-000000000000", memberIds: [] } },
  ],
  askSecondOpinionAction: [
    { label: "assigneeId missing", args: { interviewId: "int_limits", flagId: "f" } },
    { label: "assigneeId not a uuid", args: { interviewId: "int_limits", flagId: "f", assigneeId: "rita" } },
    {
      label: "note of 501 characters",
      args: {
        interviewId: "int_limits",
        flagId: "f",
        assigneeId: "00000000-0000-4000-8000-000000000000",
        note: long(501),
      },
    },
    {
      label: "flagId of 201 characters",
      args: { interviewId: "int_limits", flagId: long(201), assigneeId: "00000000-0000-4000-8000-000000000000" },
    },
    {
      label: "no such teammate",
      args: { interviewId: "int_limits", flagId: "f", assigneeId: "00000000-0000-4000-8000-000000000000" },
    },
  ],
  eraseCandidatesAction: [
    { label: "candidateIds missing", args: { reason: "a valid reason" } },
    { label: "no candidate chosen", args: { candidateIds: [], reason: "a valid reason" } },
    { label: "reason too short", args: { candidateIds: ["cand_limits"], reason: "x" } },
  ],
  eraseByEmailsAction: [
    { label: "emails empty", args: { emails: "", reason: "a valid reason" } },
    { label: "emails a number", args: { emails: 7, reason: "a valid reason" } },
    { label: "reason missing", args: { emails: "a@example.test" } },
  ],
  setComplianceAction: [
    { label: "userId empty", args: { userId: "", compliance: true } },
    { label: "compliance not a boolean", args: { userId: "user_limits", compliance: "yes" } },
  ],
  importDemographicsAction: [
    { label: "fileName empty", args: { fileName: "", rows: [] } },
    { label: "rows not a list", args: { fileName: "answers.csv", rows: "everyone" } },
  ],
  startEeoReadAction: [
    { label: "ats missing", args: { days: 30, limit: 10 } },
    { label: "ats not read (ashby)", args: { ats: "ashby", days: 30, limit: 10 } },
    { label: "days 0", args: { ats: "lever", days: 0, limit: 10 } },
    { label: "limit 5001", args: { ats: "greenhouse", days: 30, limit: 5001 } },
  ],
  createScimDirectoryAction: [
    { label: "name missing", args: {} },
    { label: "name blank", args: { name: "   " } },
    { label: "name of 61 characters", args: { name: long(61) } },
    { label: "name with a slash", args: { name: "Okta/prod" } },
  ],
  rotateScimTokenAction: [
    { label: "directoryId missing", args: {} },
    { label: "directoryId a number", args: { directoryId: 7 } },
    { label: "directoryId of 201 characters", args: { directoryId: long(201) } },
  ],
  deleteScimDirectoryAction: [
    { label: "directoryId empty", args: { directoryId: "" } },
    { label: "directoryId a list", args: { directoryId: ["a", "b"] } },
  ],
  setScimGroupRoleAction: [
    { label: "directoryId missing", args: { displayName: "Engineering", role: "recruiter" } },
    { label: "displayName blank", args: { directoryId: "dir_limits", displayName: "  ", role: "recruiter" } },
    {
      label: "displayName of 201 characters",
      args: { directoryId: "dir_limits", displayName: long(201), role: "recruiter" },
    },
    { label: "role unknown", args: { directoryId: "dir_limits", displayName: "Engineering", role: "owner" } },
    {
      label: "a directory that does not exist",
      args: { directoryId: "dir_limits", displayName: "Eng", role: "admin" },
    },
  ],
  removeScimGroupRoleAction: [
    { label: "displayName missing", args: { directoryId: "dir_limits" } },
    { label: "displayName a number", args: { directoryId: "dir_limits", displayName: 7 } },
    { label: "directoryId of 201 characters", args: { directoryId: long(201), displayName: "Eng" } },
  ],
  addSamlConnectionAction: [
    { label: "source unknown", args: { source: "ftp", name: "Okta", domains: "example.com" } },
    { label: "name blank", args: { source: "xml", name: " ", domains: "example.com", metadataXml: "<a/>" } },
    { label: "domain malformed", args: { source: "xml", name: "Okta", domains: "not a domain!", metadataXml: "<a/>" } },
    {
      label: "metadata not XML",
      args: { source: "xml", name: "Okta", domains: "limits.example.test", metadataXml: "{}" },
    },
    {
      label: "metadata without a signing certificate",
      args: {
        source: "xml",
        name: "Okta",
        domains: "limits.example.test",
        metadataXml:
          '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example/x"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/></md:IDPSSODescriptor></md:EntityDescriptor>',
      },
    },
    {
      label: "metadata over 256 kB",
      args: { source: "xml", name: "Okta", domains: "limits.example.test", metadataXml: `<a>${long(262_200)}</a>` },
    },
    {
      label: "metadata URL the outbound guard refuses",
      args: { source: "url", name: "Okta", domains: "limits.example.test", metadataUrl: "https://169.254.169.254/m" },
    },
    {
      label: "metadata URL over http",
      args: { source: "url", name: "Okta", domains: "limits.example.test", metadataUrl: "http://idp.example/m" },
    },
  ],
  updateSamlConnectionAction: [
    { label: "connectionId not a uuid", args: { connectionId: "x", domains: "example.com", requireSso: true } },
    {
      label: "requireSso a word",
      args: { connectionId: "00000000-0000-4000-8000-000000000000", domains: "example.com", requireSso: "yes" },
    },
    {
      label: "21 domains",
      args: {
        connectionId: "00000000-0000-4000-8000-000000000000",
        domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.com`).join(","),
        requireSso: false,
      },
    },
    {
      label: "a connection that does not exist",
      args: { connectionId: "00000000-0000-4000-8000-000000000000", domains: "example.com", requireSso: false },
    },
  ],
  deleteSamlConnectionAction: [
    { label: "connectionId missing", args: {} },
    { label: "a connection that does not exist", args: { connectionId: "00000000-0000-4000-8000-000000000000" } },
  ],
  grantSamlBreakGlassAction: [
    { label: "email malformed", args: { email: "not-an-email" } },
    { label: "an account that does not exist", args: { email: "nobody-limits@example.test" } },
    { label: "an account that is not an admin", args: { email: "recruiter@sandbox.test" } },
  ],
  revokeSamlBreakGlassAction: [
    { label: "userId not a uuid", args: { userId: "x" } },
    { label: "not a break-glass account", args: { userId: "00000000-0000-4000-8000-000000000000" } },
  ],
  addAuditDestinationAction: [
    {
      label: "kind unknown",
      args: { kind: "kafka", name: "SIEM", address: "logs.example.com:6514", caPem: "", from: "now" },
    },
    {
      label: "host without port",
      args: { kind: "syslog", name: "SIEM", address: "logs.example.com", caPem: "", from: "now" },
    },
    {
      label: "port 70000",
      args: { kind: "syslog", name: "SIEM", address: "logs.example.com:70000", caPem: "", from: "now" },
    },
    {
      label: "address of 261 characters",
      args: { kind: "syslog", name: "SIEM", address: `${long(255)}.com:6514`, caPem: "", from: "now" },
    },
    {
      label: "http URL",
      args: { kind: "https", name: "SIEM", url: "http://siem.example.com/a", caPem: "", from: "now" },
    },
    {
      label: "URL with a password",
      args: { kind: "https", name: "SIEM", url: "https://u:p@siem.example.com/a", caPem: "", from: "now" },
    },
    {
      label: "URL of 2,049 characters",
      args: { kind: "https", name: "SIEM", url: `https://siem.example.com/${long(2030)}`, caPem: "", from: "now" },
    },
    {
      label: "URL to a private address",
      args: { kind: "https", name: "SIEM", url: "https://10.0.0.1/audit", caPem: "", from: "now" },
    },
    {
      label: "CA not PEM",
      args: { kind: "syslog", name: "SIEM", address: "logs.example.com:6514", caPem: "MIIB…", from: "now" },
    },
    {
      label: "CA PEM garbled inside",
      args: {
        kind: "syslog",
        name: "SIEM",
        address: "8.8.8.8:6514",
        caPem: "-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----",
        from: "now",
      },
    },
    {
      label: "CA of 16,385 characters",
      args: { kind: "syslog", name: "SIEM", address: "logs.example.com:6514", caPem: long(16_385), from: "now" },
    },
    {
      label: "name of 61 characters",
      args: { kind: "syslog", name: long(61), address: "logs.example.com:6514", caPem: "", from: "now" },
    },
    {
      label: "from unknown",
      args: { kind: "syslog", name: "SIEM", address: "logs.example.com:6514", caPem: "", from: "yesterday" },
    },
  ],
  setAuditDestinationPausedAction: [
    { label: "id not a uuid", args: { id: "dest_limits", paused: true } },
    { label: "paused a word", args: { id: "00000000-0000-4000-8000-000000000000", paused: "yes" } },
  ],
  deleteAuditDestinationAction: [{ label: "id a number", args: { id: 7 } }],
  testAuditDestinationAction: [{ label: "id of 201 characters", args: { id: long(201) } }],
  saveMailServerAction: [
    { label: "host with a scheme", args: mailServer({ host: "smtp://smtp.example.com" }) },
    { label: "host of 254 characters", args: mailServer({ host: long(254) }) },
    { label: "port 0", args: mailServer({ port: 0 }) },
    { label: "port 65536", args: mailServer({ port: 65_536 }) },
    { label: "port a string", args: mailServer({ port: "587" }) },
    { label: "security unknown", args: mailServer({ security: "ssl" }) },
    { label: "password of 1,025 characters", args: mailServer({ password: long(1025) }) },
    { label: "from with a line break", args: mailServer({ from: "a@example.com\r\nBcc: b@example.com" }) },
    { label: "from not an address", args: mailServer({ from: "nobody" }) },
  ],
  testMailServerAction: [
    { label: "everything missing", args: {} },
    { label: "user of 257 characters", args: mailServer({ user: long(257) }) },
    { label: "port a fraction", args: mailServer({ port: 25.5 }) },
  ],
  removeMailServerAction: [{ label: "a string for the object", args: "now" }],
  placeLegalHoldAction: [
    { label: "candidateId empty", args: { candidateId: "", reason: "a valid reason" } },
    { label: "reason too short", args: { candidateId: "cand_limits", reason: "x" } },
  ],
  releaseLegalHoldAction: [
    { label: "candidateId missing", args: {} },
    { label: "candidateId of 201 characters", args: { candidateId: long(201) } },
  ],
  saveRetentionAction: [
    { label: "everything missing", args: {} },
    { label: "enabled a word", args: { enabled: "yes" } },
  ],
  previewRetentionAction: [
    { label: "days 29 (min 30)", args: { days: 29 } },
    { label: "days 3651 (max 3650)", args: { days: 3651 } },
    { label: "days as text", args: { days: "30" } },
    { label: "an unknown field", args: { days: 30, enabled: true } },
  ],
  disconnectAtsAction: [
    { label: "ats missing", args: {} },
    { label: "ats unknown", args: { ats: "workday" } },
  ],
  pollAtsNowAction: [
    { label: "ats missing", args: {} },
    { label: "ats unknown", args: { ats: "workday" } },
  ],
  connectSandboxAtsAction: [
    { label: "ats missing", args: {} },
    { label: "an ATS the app does not know", args: { ats: "workday" } },
  ],
  moveSandboxApplicationAction: [
    { label: "stage missing", args: { ats: "greenhouse", applicationId: "1" } },
    { label: "an unknown stage", args: { ats: "greenhouse", applicationId: "1", stage: "Nowhere" } },
    { label: "applicationId of 101 characters", args: { ats: "lever", applicationId: long(101), stage: "Offer" } },
  ],
  addSandboxApplicationAction: [
    { label: "not an email", args: { ats: "ashby", jobId: "j", name: "x", email: "nope" } },
    { label: "a name of 121 characters", args: { ats: "ashby", jobId: "j", name: long(121), email: "a@b.test" } },
    { label: "an unknown job", args: { ats: "ashby", jobId: "no-such-job", name: "x", email: "a@b.test" } },
  ],
  recommendRetakeAction: [
    { label: "interviewId missing", args: { shouldSendEmail: true, inviteEmailLocale: "en" } },
    { label: "interviewId a number", args: { interviewId: 7, shouldSendEmail: true, inviteEmailLocale: "en" } },
    {
      label: "interviewId too long",
      args: { interviewId: "i".repeat(600), shouldSendEmail: true, inviteEmailLocale: "en" },
    },
    { label: "shouldSendEmail missing", args: { interviewId: "int_limits", inviteEmailLocale: "en" } },
    {
      label: "shouldSendEmail as text",
      args: { interviewId: "int_limits", shouldSendEmail: "no", inviteEmailLocale: "en" },
    },
    {
      label: "inviteEmailLocale unknown",
      args: { interviewId: "int_limits", shouldSendEmail: true, inviteEmailLocale: "de" },
    },
  ],
  revealCandidateAction: [
    { label: "interviewId missing", args: {} },
    { label: "interviewId of 513 characters", args: { interviewId: long(513) } },
  ],
  agreeWithVerdictAction: [
    { label: "flagId missing", args: { interviewId: "int_limits" } },
    { label: "interviewId a number", args: { interviewId: 7, flagId: "f" } },
    { label: "no such verdict", args: { interviewId: "int_limits", flagId: "f" } },
  ],
  setReviewSettingsAction: [
    { label: "reasons missing", args: { secondOpinionLevels: [], hideOthersUntilOwn: false } },
    {
      label: "an empty reason list",
      args: { reasons: { confirmed: [], cleared: ["x y"] }, secondOpinionLevels: [], hideOthersUntilOwn: false },
    },
    {
      label: "a reason of 81 characters",
      args: {
        reasons: { confirmed: [long(81)], cleared: ["Fine"] },
        secondOpinionLevels: [],
        hideOthersUntilOwn: false,
      },
    },
    {
      label: "21 reasons",
      args: {
        reasons: { confirmed: Array.from({ length: 21 }, (_, i) => `Reason ${i}`), cleared: ["Fine"] },
        secondOpinionLevels: [],
        hideOthersUntilOwn: false,
      },
    },
    {
      label: "a level unknown",
      args: {
        reasons: { confirmed: ["Pasted"], cleared: ["Fine"] },
        secondOpinionLevels: ["severe"],
        hideOthersUntilOwn: false,
      },
    },
    {
      label: "an extra field",
      args: {
        reasons: { confirmed: ["Pasted"], cleared: ["Fine"] },
        secondOpinionLevels: [],
        hideOthersUntilOwn: false,
        blind: true,
      },
    },
    {
      label: "admins as a blind role",
      args: {
        reasons: { confirmed: ["Pasted"], cleared: ["Fine"] },
        secondOpinionLevels: [],
        hideOthersUntilOwn: false,
        blindRoles: ["admin"],
      },
    },
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
  disableUserAction: [{ label: "userId missing", args: {} }],
  enableUserAction: [{ label: "userId a number", args: { userId: 7 } }],
  removeUserAction: [{ label: "userId empty", args: { userId: "" } }],
  resetPasswordAction: [{ label: "userId null", args: { userId: null } }],
  changeOwnPasswordAction: [
    { label: "new password of 9 characters", args: { current: "x", next: "short-pwd", confirm: "short-pwd" } },
    {
      label: "new passwords differ",
      args: { current: "x", next: "a-long-password", confirm: "another-long-password" },
    },
  ],
  endOtherSessionsAction: [{ label: "a string for the object", args: "all" }],
  endSessionAction: [{ label: "sessionId empty", args: { sessionId: "" } }],
  saveNotificationSettingsAction: [
    {
      label: "an unknown kind",
      args: { choices: { "every-email": "now" }, digest: { frequency: "daily", hour: 8, weekday: 1 } },
    },
    {
      label: "an unknown delivery",
      args: { choices: { "job-finished": "sms" }, digest: { frequency: "daily", hour: 8, weekday: 1 } },
    },
    { label: "hour 24", args: { choices: {}, digest: { frequency: "daily", hour: 24, weekday: 1 } } },
    { label: "weekday 0", args: { choices: {}, digest: { frequency: "weekly", hour: 8, weekday: 0 } } },
    { label: "no digest", args: { choices: {} } },
  ],
  sendDigestNowAction: [{ label: "a string for the object", args: "now" }],
  sendTestEmailAction: [{ label: "a string for the object", args: "now" }],
  addChatChannelAction: [
    {
      label: "a URL off Slack's hosts",
      args: { name: "x", provider: "slack", url: "https://evil.example/hook", kinds: ["job-finished"] },
    },
    {
      label: "a metadata address",
      args: { name: "x", provider: "teams", url: "http://169.254.169.254/latest", kinds: ["job-finished"] },
    },
    {
      label: "no kinds",
      args: { name: "x", provider: "slack", url: "https://hooks.slack.com/services/T/B/X", kinds: [] },
    },
    {
      label: "an unknown provider",
      args: { name: "x", provider: "irc", url: "https://hooks.slack.com/services/T/B/X", kinds: ["job-finished"] },
    },
    {
      label: "a name of 81 characters",
      args: {
        name: long(81),
        provider: "slack",
        url: "https://hooks.slack.com/services/T/B/X",
        kinds: ["job-finished"],
      },
    },
    {
      label: "a URL of 2,001 characters",
      args: { name: "x", provider: "slack", url: `https://hooks.slack.com/${long(1977)}`, kinds: ["job-finished"] },
    },
  ],
  setChatChannelKindsAction: [
    { label: "an unknown kind", args: { id: "channel_limits", kinds: ["my-screen-completed"] } },
    { label: "id empty", args: { id: "", kinds: [] } },
  ],
  removeChatChannelAction: [{ label: "id empty", args: { id: "" } }],
  testChatChannelAction: [{ label: "id a number", args: { id: 3 } }],
  addSandboxChatChannelAction: [
    { label: "provider missing", args: {} },
    { label: "a provider without a sandbox", args: { provider: "google-chat" } },
  ],
  setTimeZoneAction: [
    { label: "a city, not an IANA zone", args: { timeZone: "Paris" } },
    { label: "a zone of 5,000 characters", args: { timeZone: "Europe/".padEnd(5000, "x") } },
    { label: "a number for the zone", args: { timeZone: 1 } },
  ],
  reprocessWebhookAction: [{ label: "id empty", args: { id: "" } }],
  shareResultsLinkAction: [{ label: "interviewId empty", args: { interviewId: "" } }],
  createShareLinkAction: [
    { label: "interviewId empty", args: { interviewId: "" } },
    { label: "interviewId of 513 characters", args: { interviewId: long(513) } },
    { label: "days 1 (7, 30 or 90)", args: { interviewId: "int_limits", days: 1 } },
    { label: "days 365", args: { interviewId: "int_limits", days: 365 } },
    { label: "days as text", args: { interviewId: "int_limits", days: "30" } },
  ],
  revokeShareLinkAction: [
    { label: "linkId missing", args: {} },
    { label: "linkId not a uuid", args: { linkId: "link_1" } },
    { label: "linkId a number", args: { linkId: 7 } },
  ],
  saveAtsConnectionAction: [
    {
      label: "an ATS we do not connect",
      args: { ats: "workday", baseUrl: "https://api.workday.com", dashboardOrigin: "https://d.test" },
    },
    {
      label: "a base URL that is not a URL",
      args: {
        ats: "greenhouse",
        baseUrl: "harvest",
        dashboardOrigin: "https://d.test",
        apiKey: "k",
        webhookSecret: "s",
      },
    },
    {
      label: "a base URL off Greenhouse's domains",
      args: {
        ats: "greenhouse",
        baseUrl: "https://attacker.example",
        dashboardOrigin: "https://d.test",
        apiKey: "k",
        webhookSecret: "s",
      },
    },
    {
      label: "an API key over 500 characters",
      args: {
        ats: "lever",
        baseUrl: "https://api.lever.co",
        dashboardOrigin: "https://d.test",
        apiKey: long(501),
        webhookSecret: "s",
      },
    },
    { label: "dashboardOrigin missing", args: { ats: "ashby", baseUrl: "https://api.ashbyhq.com" } },
    {
      // Not connected yet: "keep the saved ones" has nothing to keep, so the answer names what the first save needs.
      label: "key and secret left blank before any connection",
      args: {
        ats: "ashby",
        baseUrl: "https://api.ashbyhq.com",
        dashboardOrigin: "https://d.test",
        apiKey: "",
        webhookSecret: "",
      },
    },
  ],
  addAtsRuleAction: [
    { label: "jobId blank", args: { ats: "greenhouse", jobId: "  ", stageName: "Screening", problemId: "p" } },
    {
      label: "jobName over 500 characters",
      args: { ats: "greenhouse", jobId: "1", jobName: long(501), stageName: "Screening", problemId: "p" },
    },
    {
      label: "stageName over 200 characters",
      args: { ats: "greenhouse", jobId: "1", stageName: long(201), problemId: "p" },
    },
    { label: "problemId missing", args: { ats: "greenhouse", jobId: "1", stageName: "Screening" } },
  ],
  testAtsConnectionAction: [
    { label: "ats unknown", args: { ats: "workday", baseUrl: "https://x.test" } },
    { label: "baseUrl not a URL", args: { ats: "greenhouse", baseUrl: "harvest" } },
    { label: "apiKey over 500 characters", args: { ats: "greenhouse", baseUrl: "https://x.test", apiKey: long(501) } },
  ],
  listAtsJobsAction: [
    { label: "ats missing", args: {} },
    { label: "ats unknown", args: { ats: "workday" } },
  ],
  listAtsStagesAction: [
    { label: "jobId missing", args: { ats: "greenhouse" } },
    { label: "jobId over 100 characters", args: { ats: "greenhouse", jobId: long(101) } },
  ],
  removeAtsRuleAction: [
    { label: "ruleId not a uuid", args: { ats: "greenhouse", ruleId: "rule_1" } },
    { label: "ats missing", args: { ruleId: "00000000-0000-0000-0000-000000000000" } },
  ],
  resendOutboxAction: [
    { label: "outboxId not a uuid", args: { outboxId: "msg_1" } },
    { label: "outboxId missing", args: {} },
  ],
  setShareContentsAction: [
    { label: "integrityFindings missing", args: { integrityNarrative: true } },
    { label: "integrityNarrative as text", args: { integrityFindings: false, integrityNarrative: "yes" } },
    {
      label: "an unknown field (ipAddresses)",
      args: { integrityFindings: false, integrityNarrative: false, ipAddresses: true },
    },
  ],
  addProblemAction: [{ label: "problemId blank", args: { problemId: "   " } }],
  shareProblemPdfAction: [{ label: "problemId a number", args: { problemId: 3 } }],
  checkProblemStatusAction: [{ label: "problemId empty", args: { problemId: "" } }],
  createBulkJobAction: [
    { label: "roster empty", args: { problemId: "prob_limits", options: {}, roster: [] } },
    // 50,001 rows do not fit a server action's 1 MB body, so the row limit is tried through totalRows.
    {
      label: "totalRows 50,001 (max 50,000)",
      args: { problemId: "prob_limits", options: {}, roster, totalRows: 50_001 },
    },
    { label: "problemId empty", args: { problemId: "", options: {}, roster } },
    { label: "inviteEmailLocale de", args: { problemId: "prob_limits", options: { inviteEmailLocale: "de" }, roster } },
    { label: "totalRows 0", args: { problemId: "prob_limits", options: {}, roster, totalRows: 0 } },
    {
      label: "totalRows below the roster",
      args: {
        problemId: "prob_limits",
        options: {},
        roster: [...roster, { name: "B", email: "b@example.test" }],
        totalRows: 1,
      },
    },
    {
      label: "new person with a bad email",
      args: { problemId: "prob_limits", options: {}, roster: [{ name: "B", email: "nope" }] },
    },
  ],
  appendBulkRowsAction: [
    { label: "offset -1", args: { jobId: "job", offset: -1, roster } },
    { label: "offset 50,001", args: { jobId: "job", offset: 50_001, roster } },
    { label: "jobId empty", args: { jobId: "", offset: 0, roster } },
  ],
  controlBulkJobAction: [
    { label: "control unknown", args: { jobId: "job", control: "explode" } },
    { label: "jobId a number", args: { jobId: 1, control: "pause" } },
  ],
  createBulkJobFromCandidatesAction: [
    { label: "selection missing", args: { problemId: "prob_limits", options: {} } },
    { label: "no id selected", args: { problemId: "prob_limits", options: {}, selection: { kind: "ids", ids: [] } } },
    {
      label: "50,001 ids (max 50,000)",
      args: {
        problemId: "prob_limits",
        options: {},
        selection: { kind: "ids", ids: Array.from({ length: 50_001 }, (_, i) => `c${i}`) },
      },
    },
    {
      label: "selection kind unknown",
      args: { problemId: "prob_limits", options: {}, selection: { kind: "everyone" } },
    },
    {
      label: "filter search of 201 characters",
      args: {
        problemId: "prob_limits",
        options: {},
        selection: { kind: "filter", filter: { q: long(201) }, exclude: [] },
      },
    },
  ],
  pickCandidatesAction: [
    { label: "size 0", args: { size: 0 } },
    { label: "size 201 (max 200)", args: { size: 201 } },
    { label: "search of 201 characters", args: { q: long(201) } },
    { label: "cursor of 601 characters", args: { after: long(601) } },
  ],
  decideCohortAction: [
    {
      label: "decision unknown",
      args: {
        problemId: "prob_limits",
        selection: { kind: "ids", ids: ["int_x"] },
        decision: "promote",
        reason: "because",
      },
    },
    {
      label: "reason empty",
      args: { problemId: "prob_limits", selection: { kind: "ids", ids: ["int_x"] }, decision: "hold", reason: "" },
    },
    {
      label: "screen shown unknown",
      args: {
        problemId: "prob_limits",
        selection: { kind: "ids", ids: ["int_x"], pick: "worst" },
        decision: "hold",
        reason: "because",
      },
    },
    {
      label: "no id selected",
      args: { problemId: "prob_limits", selection: { kind: "ids", ids: [] }, decision: "hold", reason: "because" },
    },
    {
      label: "1,001 ids (max 1,000)",
      args: {
        problemId: "prob_limits",
        selection: { kind: "ids", ids: Array.from({ length: 1001 }, (_, i) => `int_${i}`) },
        decision: "hold",
        reason: "because",
      },
    },
    {
      label: "cut-off not a number",
      args: {
        problemId: "prob_limits",
        selection: { kind: "cutoff", min: "high", filters: {}, exclude: [] },
        decision: "hold",
        reason: "because",
      },
    },
  ],
  countCohortAtOrAboveAction: [
    { label: "min missing", args: { problemId: "prob_limits", filters: {} } },
    { label: "problemId empty", args: { problemId: "", filters: {}, min: 50 } },
    { label: "decision filter unknown", args: { problemId: "prob_limits", filters: { decision: "maybe" }, min: 50 } },
    { label: "screen shown unknown", args: { problemId: "prob_limits", filters: { pick: "worst" }, min: 50 } },
  ],
  matchRosterAction: [
    { label: "no rows", args: { rows: [] } },
    { label: "5,001 rows (max 5,000)", args: { rows: Array.from({ length: 5001 }, () => ({ email: "a@x.test" })) } },
    { label: "email a number", args: { rows: [{ email: 7 }] } },
    { label: "email of 1,001 characters", args: { rows: [{ email: long(1001) }] } },
  ],
  rememberedMappingAction: [
    { label: "no headers", args: { shape: [] } },
    { label: "501 headers (max 500)", args: { shape: Array.from({ length: 501 }, (_, i) => `h${i}`) } },
    { label: "a header of 501 characters", args: { shape: [long(501)] } },
  ],
  rememberMappingAction: [
    { label: "column 500 (max 499)", args: { shape: ["name", "email"], mapping: mapping({ email: 500 }) } },
    { label: "column -1", args: { shape: ["name", "email"], mapping: mapping({ email: -1 }) } },
    { label: "a column the file does not have", args: { shape: ["name", "email"], mapping: mapping({ email: 2 }) } },
    {
      label: "integration source of 201 characters",
      args: { shape: ["name", "email"], mapping: mapping({ integrationSource: { kind: "value", value: long(201) } }) },
    },
    {
      label: "name kind unknown",
      args: { shape: ["name", "email"], mapping: mapping({ name: { kind: "middle", column: 0 } }) },
    },
  ],
  createImportJobAction: [
    { label: "roster empty", args: { roster: [] } },
    { label: "totalRows 50,001 (max 50,000)", args: { roster, totalRows: 50_001 } },
    {
      label: "totalRows below the roster",
      args: { roster: [...roster, { name: "B", email: "b@example.test" }], totalRows: 1 },
    },
    { label: "new person with a bad email", args: { roster: [{ name: "B", email: "nope" }] } },
    { label: "name of 1,001 characters", args: { roster: [{ name: long(1001), email: "b@example.test" }] } },
    { label: "inputLine 0 (min 1)", args: { roster: [{ name: "B", email: "b@example.test", inputLine: 0 }] } },
    { label: "skipped reason empty", args: { roster: [{ name: "B", email: "b@example.test", skipped: "" }] } },
  ],
  appendImportRowsAction: [
    { label: "offset -1", args: { jobId: "job", offset: -1, roster } },
    { label: "offset 50,001", args: { jobId: "job", offset: 50_001, roster } },
    { label: "jobId empty", args: { jobId: "", offset: 0, roster } },
    { label: "a job that does not exist", args: { jobId: "job_missing", offset: 0, roster } },
  ],
  controlImportJobAction: [
    { label: "control unknown", args: { jobId: "job", control: "explode" } },
    { label: "jobId a number", args: { jobId: 1, control: "pause" } },
    { label: "a job that does not exist", args: { jobId: "job_missing", control: "cancel" } },
  ],
  // Their schema is an empty object: only the generic inputs apply.
  syncNowAction: [],
  refreshAllProblemsAction: [],
};

/**
 * List pages' queries out of range or made up (size 1 to 1000, cursors that are not ours, unknown sorts, dates
 * that are not dates): each falls back to a value that works, never a 5xx.
 */
export const badListQueries = [
  "size=0",
  "size=1001",
  "size=abc",
  "size=1e9",
  "after=not-a-cursor",
  "before=%E2%9C%93%00",
  `after=${Buffer.from(JSON.stringify([{ $gt: 1 }, "x"])).toString("base64url")}`,
  "sort=password&dir=sideways",
  "since=yesterday",
  "since=99999-01-01",
  `q=${"x".repeat(5000)}`,
  "q=%25%5F%5C",
];
