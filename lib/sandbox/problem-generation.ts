import type { experienceLevels } from "@/lib/api-contract/limits";
import { apportion, type ExternalResourceMode, rubricForMode, type ScoringCategory } from "./rubrics";

export type ExperienceLevel = (typeof experienceLevels)[number];

const skills: [string, RegExp][] = [
  ["TypeScript", /\btypescript\b/i],
  ["JavaScript", /\bjavascript\b/i],
  ["React", /\breact\b/i],
  ["Node.js", /\bnode(?:\.js)?\b/i],
  ["Python", /\bpython\b/i],
  // Capitalised only: the verb "go" is not the language.
  ["Go", /\bGo\b|\b[Gg]olang\b/],
  ["Java", /\bjava\b/i],
  ["Kotlin", /\bkotlin\b/i],
  ["Swift", /\bswift\b/i],
  ["Rust", /\brust\b/i],
  ["C++", /c\+\+/i],
  ["C#", /c#|\.net\b/i],
  ["Ruby", /\bruby\b|\brails\b/i],
  ["PHP", /\bphp\b/i],
  ["SQL", /\bsql\b|\bpostgres(?:ql)?\b|\bmysql\b/i],
  ["Kubernetes", /\bkubernetes\b|\bk8s\b/i],
  ["AWS", /\baws\b/i],
  ["GraphQL", /\bgraphql\b/i],
  ["Spark", /\bspark\b/i],
  ["PyTorch", /\bpytorch\b|\btensorflow\b/i],
];

const topics: { title: string; weight: number; signal: RegExp; rubric: string }[] = [
  {
    title: "API Design",
    weight: 25,
    signal: /\bapis?\b|\brest\b|graphql|endpoint|microservice/i,
    rubric: "Designs clear, consistent interfaces with sensible errors, validation and versioning.",
  },
  {
    title: "Data Modeling & SQL",
    weight: 25,
    signal: /\bsql\b|postgres|mysql|database|data model|schema/i,
    rubric: "Models the data soundly and writes correct, efficient queries with the right indexes and constraints.",
  },
  {
    title: "Frontend Craft",
    weight: 25,
    signal: /react|frontend|front-end|\bcss\b|\bui\b|accessib/i,
    rubric: "Builds accessible, responsive UI with well-structured components and predictable state.",
  },
  {
    title: "Testing & Reliability",
    weight: 20,
    signal: /\btests?\b|testing|\btdd\b|reliab|monitoring|on-call|observability/i,
    rubric: "Covers the important behaviour with focused tests and handles failure paths deliberately.",
  },
  {
    title: "Performance & Scalability",
    weight: 20,
    signal: /performance|scal|latency|throughput|distributed|concurren/i,
    rubric: "Reasons about complexity, load and concurrency, and measures before optimising.",
  },
  {
    title: "Data Pipelines",
    weight: 25,
    signal: /pipeline|\betl\b|airflow|spark|warehouse|streaming|kafka/i,
    rubric: "Builds idempotent, observable pipelines that cope with late, duplicate and malformed data.",
  },
  {
    title: "Machine Learning Practice",
    weight: 25,
    signal: /machine learning|\bml\b|model training|pytorch|tensorflow|feature engineering/i,
    rubric: "Frames the problem, evaluates models honestly and avoids leakage.",
  },
];

/** The experience level a job description implies: explicit titles first, then years of experience. */
export function inferExperienceLevel(text: string): ExperienceLevel {
  if (/\b(?:staff|principal|distinguished)\b/i.test(text)) return "staff";
  if (/\b(?:senior|sr\.?|lead)\b/i.test(text)) return "senior";
  if (/\b(?:junior|jr\.?|entry[- ]level|graduate|intern(?:ship)?|new grad)\b/i.test(text)) return "junior";
  const years = [...text.matchAll(/(\d{1,2})\+?\s*(?:years|yrs)/gi)].map((m) => Number(m[1]));
  const most = years.length ? Math.max(...years) : undefined;
  if (most !== undefined && most >= 8) return "staff";
  if (most !== undefined && most >= 5) return "senior";
  if (most !== undefined && most <= 1) return "junior";
  return "mid-level";
}

const titleCase = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase());

export interface GeneratedProblem {
  name: string;
  experienceLevel: ExperienceLevel;
  candidateSummary: string;
  problemSummary: string;
  scoringCategories: ScoringCategory[];
}

export interface GenerationInput {
  jobDescription: string;
  desiredTime: number;
  problemTitle?: string;
  additionalNotes?: string;
  experienceLevel?: ExperienceLevel;
  externalResourceMode: ExternalResourceMode;
  roleText: string | null;
  testMode: boolean;
}

/**
 * The problem a job description yields: title (the one given, or the role and main skills), level (given or
 * inferred), summaries for the candidate and the reviewer, and 2 to 4 scoring categories chosen from what the
 * description asks for, weights summing to 100 and rubrics written for the external-resource mode.
 */
export function generateProblem(input: GenerationInput): GeneratedProblem {
  const text = `${input.problemTitle ?? ""}\n${input.jobDescription}`;
  const found = skills.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
  const level = input.experienceLevel ?? inferExperienceLevel(text);
  const role = titleCase(input.roleText?.replace(/s$/i, "") ?? "Software Engineer");
  const stack = found.slice(0, 2).join(" & ");
  const name = (input.problemTitle ?? (stack ? `${role}: ${stack}` : `${role} Assessment`)).slice(0, 255);
  const chosen = topics.filter((t) => t.signal.test(text)).slice(0, 2);
  const core = [
    {
      title: "Problem Solving & Correctness",
      weight: 35,
      rubric: "Understands the task, breaks it down, and reaches a correct, complete solution within the time.",
    },
    {
      title: "Code Quality",
      weight: 25,
      rubric: "Writes readable, well-structured code with clear names and no needless complexity.",
    },
    ...chosen,
  ];
  const weights = apportion(
    core.map((c) => c.weight),
    100,
  );
  const scoringCategories = core.map((c, i) => ({
    title: c.title,
    weight: weights[i]!,
    rubric: rubricForMode(c.rubric, input.externalResourceMode),
  }));
  const stackWords = found.length ? found.slice(0, 4).join(", ") : "the team's main language";
  const focus = chosen.map((t) => t.title.toLowerCase()).join(" and ") || "problem solving and code quality";
  const prefix = input.testMode ? "[Test mode: no real assessment is generated] " : "";
  return {
    name,
    experienceLevel: level,
    candidateSummary: `${prefix}A ${input.desiredTime}-minute hands-on exercise for a ${level} ${role}. You will extend a small working codebase in ${stackWords}, explain your choices as you go, and leave it in a state you would be happy to ship.`,
    problemSummary: `${prefix}Assesses a ${level} ${role} on ${focus} using ${stackWords}, in ${input.desiredTime} minutes with ${input.externalResourceMode.replace("_", "-").toLowerCase()} external resources.${input.additionalNotes ? ` Creation notes: ${input.additionalNotes.trim()}` : ""}`,
    scoringCategories,
  };
}
