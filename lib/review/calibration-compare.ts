import { decisionValues, type DecisionValue } from "@/lib/annotations/decision-values";
import { cohensKappa, fleissKappa } from "./kappa";

export interface CalibrationAnswerRow {
  interviewId: string;
  reviewerId: string;
  decision: DecisionValue;
}

export interface CalibrationComparison {
  /** Fleiss' kappa over the results two or more reviewers answered, with how many. */
  overall: { kappa: number | null; results: number };
  pairs: { a: string; b: string; results: number; agreed: number; kappa: number | null }[];
  /** Per reviewer: answers, and how many matched the majority of the others (ties count as no majority). */
  reviewers: { reviewerId: string; answered: number; withMajority: number; comparable: number }[];
}

const index = (decision: DecisionValue) => decisionValues.indexOf(decision);

/** How a calibration set's reviewers agree, from its answers. Pure: every figure from the rows given. */
export function compareCalibration(answers: readonly CalibrationAnswerRow[]): CalibrationComparison {
  const byResult = new Map<string, Map<string, DecisionValue>>();
  for (const a of answers) {
    const row = byResult.get(a.interviewId) ?? new Map<string, DecisionValue>();
    row.set(a.reviewerId, a.decision);
    byResult.set(a.interviewId, row);
  }
  const shared = [...byResult.values()].filter((row) => row.size >= 2);
  const counts = shared.map((row) => decisionValues.map((v) => [...row.values()].filter((d) => d === v).length));
  const reviewerIds = [...new Set(answers.map((a) => a.reviewerId))].sort();

  const pairs: CalibrationComparison["pairs"] = [];
  for (let i = 0; i < reviewerIds.length; i++)
    for (let j = i + 1; j < reviewerIds.length; j++) {
      const [a, b] = [reviewerIds[i]!, reviewerIds[j]!];
      const table = decisionValues.map(() => decisionValues.map(() => 0));
      let results = 0;
      let agreed = 0;
      for (const row of byResult.values()) {
        const [da, db] = [row.get(a), row.get(b)];
        if (!da || !db) continue;
        results += 1;
        if (da === db) agreed += 1;
        table[index(da)]![index(db)]! += 1;
      }
      if (results) pairs.push({ a, b, results, agreed, kappa: cohensKappa(table) });
    }

  const reviewers = reviewerIds.map((reviewerId) => {
    let answered = 0;
    let comparable = 0;
    let withMajority = 0;
    for (const row of byResult.values()) {
      const own = row.get(reviewerId);
      if (!own) continue;
      answered += 1;
      const others = [...row].filter(([id]) => id !== reviewerId).map(([, d]) => d);
      const tally = decisionValues.map((v) => others.filter((d) => d === v).length);
      const top = Math.max(...tally);
      if (!top || tally.filter((n) => n === top).length > 1) continue;
      comparable += 1;
      if (decisionValues[tally.indexOf(top)] === own) withMajority += 1;
    }
    return { reviewerId, answered, withMajority, comparable };
  });

  return { overall: { kappa: fleissKappa(counts), results: shared.length }, pairs, reviewers };
}
