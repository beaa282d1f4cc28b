import pg from "pg";
import { keyedHash } from "@/lib/privacy/keyed-hash";

type Row = Record<string, unknown>;

/** GET on the public API with the organization's key, as JSON. */
async function get(baseUrl: string, key: string, path: string): Promise<Row> {
  const response = await fetch(`${baseUrl}/api/public${path}`, { headers: { "x-api-key": key } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row;
}

async function listScreens(baseUrl: string, key: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 1; page < 10_000; page++) {
    const answer = await get(baseUrl, key, `/assessments?page=${page}&pageSize=1000`);
    const items = answer.assessments as Row[];
    all.push(...items);
    if (items.length < 1000) break;
  }
  return all;
}

const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

/** Field-by-field differences between two rows keyed alike; times compare as instants. */
function differ(
  what: string,
  id: string,
  api: Row,
  mirror: Row,
  fields: Array<[apiField: string, mirrorField: string, kind?: "time"]>,
) {
  const out: string[] = [];
  for (const [apiField, mirrorField, kind] of fields) {
    const a = api[apiField] ?? null;
    const m = mirror[mirrorField] ?? null;
    const same = kind === "time" ? time(a) === time(m) : a === m;
    if (!same)
      out.push(`${what} ${id}: ${apiField} is ${JSON.stringify(a)} at the API but ${JSON.stringify(m)} in the mirror`);
  }
  return out;
}

function compareSets(
  what: string,
  api: Map<string, Row>,
  mirror: Map<string, Row>,
  fields: Parameters<typeof differ>[4],
) {
  const out: string[] = [];
  for (const [id, row] of api) {
    const mirrored = mirror.get(id);
    if (!mirrored) out.push(`${what} ${id}: at the API, missing from the mirror`);
    else out.push(...differ(what, id, row, mirrored, fields));
  }
  for (const id of mirror.keys()) if (!api.has(id)) out.push(`${what} ${id}: in the mirror, no longer at the API`);
  return out;
}

/**
 * Everything the API says about an organization against the dashboard's mirror of it: candidates and screens
 * field by field, a stored result for every completed screen (score and risk as the API reads them now), and
 * every problem the screens use with its name and status. Candidates erased here (lib/privacy; told apart with the
 * app's `authSecret`) are left out with their screens: the mirror keeps them out on purpose. Returns the
 * differences, one line each.
 */
export async function compareMirror({
  baseUrl,
  key,
  databaseUrl,
  authSecret,
}: {
  baseUrl: string;
  key: string;
  databaseUrl: string;
  authSecret?: string;
}): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const erasedHashes = new Set(
      (await db.query<{ h: string }>(`SELECT "candidateHash" AS h FROM erased_subject`)).rows.map((r) => r.h),
    );
    const erased = (candidateId: unknown) =>
      authSecret !== undefined && erasedHashes.has(keyedHash(authSecret, "candidate", String(candidateId)));
    const [candidates, screens] = await Promise.all([
      get(baseUrl, key, "/candidates").then((r) => (r.candidates as Row[]).filter((c) => !erased(c.identifier))),
      listScreens(baseUrl, key).then((all) => all.filter((s) => !erased(s.candidateId))),
    ]);
    const mirrorCandidates = await db.query(
      `SELECT * FROM mirror_candidate WHERE "goneAt" IS NULL AND id NOT LIKE 'erased-%'`,
    );
    const mirrorScreens = await db.query(
      `SELECT * FROM mirror_screen WHERE "goneAt" IS NULL AND "candidateId" NOT LIKE 'erased-%'`,
    );
    const results = await db.query(`SELECT "interviewId", score, risk FROM result_snapshot`);
    const problems = await db.query(`SELECT "problemId", name, status FROM problem_registry`);
    const byId = (rows: Row[], key: string) => new Map(rows.map((r) => [String(r[key]), r]));
    const differences = [
      ...compareSets("candidate", byId(candidates, "identifier"), byId(mirrorCandidates.rows, "id"), [
        ["name", "name"],
        ["email", "email"],
        ["integrationSource", "integrationSource"],
        ["externalId", "externalId"],
        ["createdAt", "createdAt", "time"],
      ]),
      ...compareSets("screen", byId(screens, "identifier"), byId(mirrorScreens.rows, "id"), [
        ["candidateId", "candidateId"],
        ["problemId", "problemId"],
        ["problemType", "problemType"],
        ["status", "status"],
        ["createdAt", "createdAt", "time"],
      ]),
    ];
    const stored = byId(results.rows, "interviewId");
    for (const screen of screens.filter((s) => s.status === "Completed")) {
      const id = String(screen.identifier);
      const mine = stored.get(id);
      if (!mine) {
        differences.push(`results ${id}: completed at the API, no results in the mirror`);
        continue;
      }
      const api = await get(baseUrl, key, `/results/${encodeURIComponent(id)}`);
      differences.push(
        ...differ("results", id, { score: api.score, risk: (api.integrity_report as Row).risk }, mine, [
          ["score", "score"],
          ["risk", "risk"],
        ]),
      );
    }
    const registry = byId(problems.rows, "problemId");
    for (const problemId of new Set(screens.map((s) => String(s.problemId)))) {
      const mine = registry.get(problemId);
      if (!mine) {
        differences.push(`problem ${problemId}: used by screens, missing from the mirror`);
        continue;
      }
      const api = (await get(baseUrl, key, `/problems/${encodeURIComponent(problemId)}`)).problem as Row;
      differences.push(
        ...differ("problem", problemId, api, mine, [
          ["name", "name"],
          ["status", "status"],
        ]),
      );
    }
    return differences;
  } finally {
    await db.end();
  }
}
