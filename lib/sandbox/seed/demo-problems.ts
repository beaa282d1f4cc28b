import { classifyJob } from "../job-classifier";
import { generateProblem } from "../problem-generation";
import { categoriesForMode, type ExternalResourceMode, rubricForMode, type ScoringCategory } from "../rubrics";

/** A demo problem before identifiers and dates; `previousMode` makes older screens carry another mode. */
export interface DemoProblem {
  name: string;
  status: "Ready" | "Creating" | "Archived";
  type: "technical-assessment" | "video-screen";
  duration: number;
  candidateSummary: string;
  problemSummary: string;
  scoringCategories: ScoringCategory[];
  externalResourceMode: ExternalResourceMode;
  includeAiUsageScoring: boolean;
  experienceLevel: string | null;
  supportedLocales: string[];
  expirationDays: number | null;
  integrationSource: string | null;
  externalId: string | null;
  testMode: boolean;
  isFromServiceTestBank: boolean;
  jobDescription: string | null;
  previousMode?: ExternalResourceMode;
  /** Relative share of the demo screens. */
  popularity: number;
}

type Options = Partial<
  Omit<DemoProblem, "name" | "candidateSummary" | "problemSummary" | "scoringCategories" | "experienceLevel">
>;

function technical(title: string, jobDescription: string, duration: number, options: Options = {}): DemoProblem {
  const mode = options.externalResourceMode ?? "CLOSED";
  const classification = classifyJob(`${title}\n${jobDescription}`);
  const generated = generateProblem({
    jobDescription,
    desiredTime: duration,
    problemTitle: title,
    externalResourceMode: mode,
    roleText: classification.servable ? classification.roleText : null,
    testMode: options.testMode ?? false,
  });
  const aiUsage = options.includeAiUsageScoring ?? false;
  return {
    status: "Ready",
    type: "technical-assessment",
    duration,
    externalResourceMode: mode,
    includeAiUsageScoring: aiUsage,
    supportedLocales: ["en"],
    expirationDays: null,
    integrationSource: null,
    externalId: null,
    testMode: false,
    isFromServiceTestBank: false,
    jobDescription,
    popularity: 10,
    ...options,
    name: generated.name,
    candidateSummary: generated.candidateSummary,
    problemSummary: generated.problemSummary,
    experienceLevel: generated.experienceLevel,
    scoringCategories: categoriesForMode(generated.scoringCategories, mode, aiUsage),
  };
}

function video(
  name: string,
  duration: number,
  summary: string,
  categories: [string, number, string][],
  options: Options = {},
): DemoProblem {
  return {
    name,
    status: "Ready",
    type: "video-screen",
    duration,
    candidateSummary: summary,
    problemSummary: `Recorded answers to ${categories.length + 2} questions, reviewed by the hiring team; not machine-graded.`,
    scoringCategories: categories.map(([title, weight, rubric]) => ({
      title,
      weight,
      rubric: rubricForMode(rubric, "CLOSED"),
    })),
    externalResourceMode: "CLOSED",
    includeAiUsageScoring: false,
    experienceLevel: null,
    supportedLocales: ["en"],
    expirationDays: null,
    integrationSource: null,
    externalId: null,
    testMode: false,
    isFromServiceTestBank: false,
    jobDescription: null,
    popularity: 5,
    ...options,
  };
}

/** About twelve problems: every mode, both types, a test-bank one, an archived one, one forever Creating. */
export function demoProblems(): DemoProblem[] {
  return [
    technical(
      "Payments API (Node.js & PostgreSQL)",
      "Senior Backend Engineer. Design and build REST APIs in TypeScript on Node.js and PostgreSQL; own reliability, tests and on-call for payment services.",
      60,
      { integrationSource: "greenhouse", externalId: "4012007", popularity: 18 },
    ),
    technical(
      "Design System Components",
      "Frontend Engineer. Build accessible React components in TypeScript for our design system; care about UI performance and testing.",
      45,
      { externalResourceMode: "AI_ASSISTED", includeAiUsageScoring: true, previousMode: "CLOSED", popularity: 16 },
    ),
    technical(
      "Marketplace Full-Stack Feature",
      "Full-Stack Engineer, 4 years of experience. Ship features end to end in React, Node.js and PostgreSQL; design APIs and data models.",
      60,
      { externalResourceMode: "OPEN", popularity: 12 },
    ),
    technical(
      "Event Pipeline in Python",
      "Data Engineer. Build batch and streaming pipelines in Python, Spark and SQL; Airflow orchestration; data quality tests.",
      60,
      { supportedLocales: ["en", "fr"], expirationDays: 14, popularity: 12 },
    ),
    technical(
      "Incident Tooling in Go",
      "Site Reliability Engineer. Go services on Kubernetes and AWS; monitoring, latency budgets and incident response.",
      45,
      { externalResourceMode: "AI_ASSISTED", popularity: 9 },
    ),
    technical(
      "Python Fundamentals",
      "Junior Python Developer. Write clean Python functions with unit tests; basic algorithms and data structures.",
      30,
      { isFromServiceTestBank: true, popularity: 10 },
    ),
    technical(
      "Offline-First iOS Screen",
      "Mobile Engineer (iOS). Swift, SwiftUI, offline sync and performance on older devices.",
      45,
      { integrationSource: "lever", externalId: "a4f1c2e9-77d0-4b8e-9c51-0d3e2b6f8a10", popularity: 7 },
    ),
    technical(
      "Ranking Model Evaluation",
      "Machine Learning Engineer. Train and evaluate ranking models in Python and PyTorch; feature engineering and offline metrics.",
      60,
      { externalResourceMode: "OPEN", supportedLocales: ["en", "fr"], popularity: 7 },
    ),
    technical(
      "Order Service in Java (retired)",
      "Backend Engineer. Java and Spring services with SQL; REST APIs.",
      60,
      { status: "Archived", popularity: 8 },
    ),
    technical(
      "Platform Engineering Exercise",
      "Staff Platform Engineer. Go, Kubernetes, developer tooling and distributed systems at scale.",
      60,
      { status: "Creating", popularity: 0 },
    ),
    technical("API Integration Smoke Test", "Backend Developer. Python REST APIs and SQL.", 30, {
      testMode: true,
      popularity: 2,
    }),
    video(
      "Motivation & Communication Video Screen",
      20,
      "Answer a few questions on camera about your experience and what you are looking for. Take a moment before each answer.",
      [
        ["Communication", 40, "Answers clearly and concisely, structured for the listener."],
        ["Motivation", 30, "Explains convincingly why this role and this team."],
        ["Role Fit", 30, "Relates past experience to the responsibilities of the role."],
      ],
      { supportedLocales: ["en", "fr"], popularity: 8 },
    ),
    video(
      "Engineering Manager Video Screen",
      30,
      "Walk us through how you lead a team: hiring, feedback, delivery and a difficult situation you handled.",
      [
        ["People Leadership", 40, "Gives specific examples of growing people and handling conflict."],
        ["Delivery", 35, "Shows how the team plans, ships and learns from misses."],
        ["Communication", 25, "Explains trade-offs to engineers and stakeholders alike."],
      ],
      { popularity: 4 },
    ),
  ];
}
