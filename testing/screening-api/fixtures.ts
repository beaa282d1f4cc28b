import "server-only";

/** Response bodies as spec part 2 describes them, for the stub to serve. */

export const assessment = (n: number, extra: Record<string, unknown> = {}) => ({
  identifier: `int_${n}`,
  candidateId: `cand_${n}`,
  problemId: "prob_1",
  problemType: "technical-assessment",
  status: "Not Started",
  createdAt: "2025-03-01T10:00:00.000Z",
  ...extra,
});

export const candidate = (extra: Record<string, unknown> = {}) => ({
  identifier: "cand_1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  createdAt: "2025-03-01T10:00:00.000Z",
  status: "Not Assigned",
  interviewIds: [],
  ...extra,
});

/** The full single-problem read shape; `reduced` drops status, type and externalResourceMode (the other shape). */
export const problem = (extra: Record<string, unknown> = {}, { reduced = false } = {}) => {
  const full: Record<string, unknown> = {
    id: "prob_1",
    name: "Rate limiter in TypeScript",
    status: "Ready",
    type: "technical-assessment",
    duration: 45,
    candidateSummary: "Build a rate limiter.",
    problemSummary: "Token bucket with tests.",
    scoringCategories: [{ title: "Correctness", weight: 0.5, rubric: "Works under load" }],
    externalResourceMode: "CLOSED",
    testMode: false,
    isFromServiceTestBank: false,
    ...extra,
  };
  if (reduced) for (const key of ["status", "type", "externalResourceMode"]) delete full[key];
  return full;
};

export const results = (extra: Record<string, unknown> = {}) => ({
  candidate_id: "cand_1",
  interview_id: "int_1",
  problem_id: "prob_1",
  score: 82,
  analysis: [{ key: "correctness", name: "Correctness", score: 90, explanation: "Solid." }],
  completed_at: "2025-03-02T10:00:00.000Z",
  completion_time_seconds: 2400,
  integrity_report: {
    risk: "low",
    explanation: "Nothing unusual.",
    flags: [{ id: "f1", title: "Tab switch", description: "Left the tab twice.", level: "critical" }],
    passing_flags: [],
  },
  settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  ...extra,
});

/** Page `pageNumber` of 4.2 over `totalItems` assessments. */
export const page = (pageNumber: number, pageSize: number, totalItems: number) => ({
  assessments: Array.from(
    { length: Math.max(0, Math.min(pageSize, totalItems - (pageNumber - 1) * pageSize)) },
    (_, i) => assessment((pageNumber - 1) * pageSize + i + 1),
  ),
  pagination: { page: pageNumber, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
});
