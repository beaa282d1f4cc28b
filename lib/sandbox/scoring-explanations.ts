import type { Random } from "@/lib/utils/seeded-random";

/**
 * Reviewer-style explanations for one scoring category. Phrases are chosen by the category's theme
 * (guessed from its title and rubric) so "Testing" talks about tests and "Communication" about reasoning
 * out loud, and by the score band so a 38 never reads like praise.
 */
interface Theme {
  match: RegExp;
  /** Past-tense verb phrases that follow "they" / "the candidate". */
  strengths: readonly string[];
  gaps: readonly string[];
}

const themes: readonly Theme[] = [
  {
    match: /\b(ai|llm|prompt|agent|copilot|assistant)\b/i,
    strengths: [
      "gave the assistant precise, scoped prompts and reviewed every suggestion",
      "caught and corrected a wrong suggestion from the assistant",
      "used the agent for boilerplate while writing the core logic themselves",
      "verified generated code with their own tests",
    ],
    gaps: [
      "accepted generated code without reading it closely",
      "pasted a large suggestion that pulled in an unused dependency",
      "could not explain parts of the code the assistant produced",
      "relied on the assistant for the core algorithm without checking it",
    ],
  },
  {
    match: /test/i,
    strengths: [
      "wrote focused unit tests for the edge cases before refactoring",
      "used table-driven tests that made the intent of each case obvious",
      "added a regression test for the bug they found midway",
      "kept the tests fast and independent of each other",
    ],
    gaps: [
      "tested only the happy path",
      "left the error branches untested",
      "asserted on implementation details rather than behaviour",
      "ran out of time before testing the parser",
    ],
  },
  {
    match: /secur|auth|sanitiz|injection/i,
    strengths: [
      "validated all external input at the boundary",
      "used parameterised queries throughout",
      "kept secrets out of logs and error messages",
      "checked authorisation on every mutating endpoint",
    ],
    gaps: [
      "built a SQL query by string concatenation",
      "trusted a client-supplied user id",
      "logged the full request including the access token",
      "skipped validation on the update path",
    ],
  },
  {
    match: /perform|efficien|complexity|scal|optimi|latency/i,
    strengths: [
      "replaced the nested loop with a hash map and brought the main path to linear time",
      "stated the time and space complexity correctly without prompting",
      "streamed the input instead of loading it all into memory",
      "identified the hot path and measured it before optimising",
    ],
    gaps: [
      "kept a quadratic scan that would time out on the larger dataset",
      "recomputed the same aggregate on every request",
      "could not state the complexity of their own solution",
      "loaded the entire file into memory before processing it",
    ],
  },
  {
    match: /design|architect|model|schema|interface|api|system/i,
    strengths: [
      "chose a data model that made the later requirements easy to add",
      "defined a small, clear interface between the storage and service layers",
      "explained the trade-off between a normalised schema and a read-optimised copy",
      "kept the API surface minimal and consistent",
    ],
    gaps: [
      "coupled the request handler directly to the storage layer",
      "picked a schema that forces a full scan for the main query",
      "did not consider how the design would change with a second consumer",
      "leaked internal identifiers through the public interface",
    ],
  },
  {
    match: /communicat|explain|clarity|present|collaborat|articulat/i,
    strengths: [
      "narrated their reasoning clearly while coding",
      "summarised the trade-offs of their approach in plain language",
      "asked precise clarifying questions before starting",
      "wrote a short README on how to run and extend the solution",
    ],
    gaps: [
      "went long stretches without explaining what they were trying",
      "gave a vague answer when asked why they chose this approach",
      "did not state their assumptions about the input format",
      "struggled to summarise the solution at the end",
    ],
  },
  {
    match: /quality|readab|clean|maintain|style|structure|idiom/i,
    strengths: [
      "kept functions short, with names that read like the domain",
      "separated parsing from business logic so each part is easy to follow",
      "removed dead code and duplication as they went",
      "used types to make invalid states hard to represent",
    ],
    gaps: [
      "left a 120-line function that parses, validates and prints at once",
      "used vague names such as data and tmp in the core loop",
      "duplicated the validation logic in three places",
      "mixed I/O with the core logic, which makes it hard to test",
    ],
  },
  {
    match: /debug|problem.solving|approach|reason|analy/i,
    strengths: [
      "broke the problem into small steps and checked each one",
      "used the debugger and targeted logging to isolate the fault quickly",
      "weighed two approaches and picked the simpler one for a stated reason",
      "recovered well after the first approach hit a dead end",
    ],
    gaps: [
      "started coding before understanding the requirements",
      "changed code by trial and error when the first attempt failed",
      "spent a long time on a detail that did not affect the outcome",
      "needed several hints to find the root cause",
    ],
  },
  {
    match: /correct|function|requirement|complete|working|edge/i,
    strengths: [
      "got every provided scenario passing, including empty and single-element inputs",
      "traced a failing case to an off-by-one in the window boundary and fixed it cleanly",
      "handled the duplicate-key requirement that many candidates miss",
      "checked the output against the specification before moving on",
    ],
    gaps: [
      "missed the case where the input list is empty",
      "returned stale results after an update on one code path",
      "left the pagination requirement unimplemented",
      "relied on the sample data and never checked boundary values",
    ],
  },
];

const generic: Theme = {
  match: /.*/,
  strengths: [
    "worked methodically and finished the core of the task",
    "made steady progress with few false starts",
    "showed good judgement about what to build first",
    "kept the solution simple and focused on the requirements",
  ],
  gaps: [
    "left parts of the task incomplete",
    "made a few avoidable mistakes that cost time",
    "did not revisit their work once it ran",
    "lost time to tooling problems early on",
  ],
};

type Band = "exceptional" | "strong" | "solid" | "mixed" | "weak";
type Parts = { title: string; focus: string; s1: string; s2: string; g1: string; g2: string };

const templates: Record<Band, readonly ((p: Parts) => string)[]> = {
  exceptional: [
    (p) => `Excellent ${p.title}, with nothing material to criticise. The candidate ${p.s1} and ${p.s2}.`,
    (p) => `Fully meets the rubric ("${p.focus}"): they ${p.s1}, and they also ${p.s2}.`,
  ],
  strong: [
    (p) => `Strong ${p.title}. The candidate ${p.s1} and ${p.s2}; the only gap worth noting is that they ${p.g1}.`,
    (p) => `Clearly meets the rubric ("${p.focus}"): they ${p.s1}, and ${p.s2}. Minor point: they ${p.g1}.`,
    (p) => `One of the better showings on ${p.title}. They ${p.s1}; a small miss is that they ${p.g1}.`,
  ],
  solid: [
    (p) => `Solid ${p.title}. They ${p.s1}, though they ${p.g1}.`,
    (p) =>
      `Meets expectations against the rubric ("${p.focus}"). The candidate ${p.s1}; points lost because they ${p.g1}.`,
    (p) => `Good ${p.title} overall: they ${p.s1}. The main gap is that they ${p.g1}.`,
  ],
  mixed: [
    (p) => `Mixed result on ${p.title}. The candidate ${p.s1}, but they ${p.g1} and ${p.g2}.`,
    (p) => `Partially meets the rubric ("${p.focus}"): they ${p.s1}, yet they ${p.g1}.`,
    (p) => `Uneven ${p.title}. They ${p.g1}, which cost points, although they ${p.s1}.`,
  ],
  weak: [
    (p) => `Below the bar for ${p.title}. The candidate ${p.g1} and ${p.g2}; the one positive is that they ${p.s1}.`,
    (p) => `Little evidence against the rubric ("${p.focus}"): they ${p.g1}, and they ${p.g2}.`,
    (p) => `Weak ${p.title}. They ${p.g1}; they also ${p.g2}.`,
  ],
};

const bandOf = (score: number): Band =>
  score >= 95 ? "exceptional" : score >= 85 ? "strong" : score >= 65 ? "solid" : score >= 45 ? "mixed" : "weak";

/** "API Design" → "API design": lower-case for mid-sentence use, acronyms kept. */
const midSentence = (title: string) =>
  title
    .trim()
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");

/** First clause of the rubric, short enough to quote inside a sentence. */
function rubricFocus(rubric: string, title: string): string {
  const clause = (rubric.split(/[.;\n]/)[0] ?? "").trim();
  if (!clause) return midSentence(title);
  if (clause.length <= 90) return clause;
  return `${clause.slice(0, 90).replace(/\s+\S*$/, "")}…`;
}

function twoOf(random: Random, items: readonly string[]): [string, string] {
  const first = random.int(0, items.length - 1);
  const second = (first + random.int(1, items.length - 1)) % items.length;
  return [items[first] ?? "", items[second] ?? ""];
}

/** A specific, believable explanation of one category score. */
export function explainCategory(random: Random, category: { title: string; rubric: string }, score: number): string {
  const theme = themes.find((t) => t.match.test(`${category.title} ${category.rubric}`)) ?? generic;
  const [s1, s2] = twoOf(random, theme.strengths);
  const [g1, g2] = twoOf(random, theme.gaps);
  const template = random.pick(templates[bandOf(score)]);
  return template({
    title: midSentence(category.title) || "work",
    focus: rubricFocus(category.rubric, category.title),
    s1,
    s2,
    g1,
    g2,
  });
}
