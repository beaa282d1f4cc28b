import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, eventually, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";

/**
 * An erasure touches exactly the person (issue 36): three candidates whose names contain one another ("Anna" is in
 * "Hannah" and in "Savannah"), Hannah on legal hold. Erasing Anna empties Anna's rows, redacts only Anna's name in
 * Savannah's, leaves Hannah's untouched even where they name Anna, and Anna's subject access export holds nothing
 * about Hannah or Savannah. Checked row by row.
 */
const baseUrl = inject("baseUrl");
const tag = Date.now().toString(36);
const people = {
  anna: { name: `Anna Berg ${tag}`, email: `anna.${tag}@example.test` },
  hannah: { name: `Hannah Jones ${tag}`, email: `hannah.${tag}@example.test` },
  savannah: { name: `Savannah Reed ${tag}`, email: `savannah.${tag}@example.test` },
};
const ids: Record<keyof typeof people, string> = { anna: "", hannah: "", savannah: "" };
let admin = "";

const must = async (name: string, args: unknown) => {
  const action = listServerActions().find((a) => a.name === name)!;
  const { result } = (await callAction(baseUrl, action, args, admin)) as {
    result: { ok: boolean; message?: string; data?: unknown };
  };
  expect(result.ok, `${name}: ${result.message}`).toBe(true);
  return result.data;
};

/** An audit entry about `targetId` whose metadata says `note`. */
async function audit(targetId: string, note: string) {
  const id = randomUUID();
  await sql(
    `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", metadata)
     VALUES ($1, 'admin@sandbox.test', 'note.add', 'candidate', $2, $3)`,
    [id, targetId, JSON.stringify({ note })],
  );
  return id;
}
const metadataOf = async (id: string) =>
  (
    await sql<{ metadata: unknown; targetId: string }>(`SELECT metadata, "targetId" FROM audit_event WHERE id = $1`, [
      id,
    ])
  )[0];

const rows: Record<string, string> = {};

beforeAll(async () => {
  admin = await signIn(baseUrl, "admin@sandbox.test");
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    // The run's own key: the reliability suite, which runs this file too, gives its server a random one.
    const created = await callApi("POST", "/candidates", { key: inject("apiKey"), body: people[key] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    ids[key] = created.body.identifier as string;
  }
  // A new candidate reaches the copy with the next reconcile (no web hook announces one).
  await must("syncNowAction", {});
  await eventually(
    async () =>
      (await sql(`SELECT 1 FROM mirror_candidate WHERE id = ANY($1)`, [Object.values(ids)])).length === 3
        ? true
        : undefined,
    90_000,
    "the three candidates in the mirror",
  );
  await must("placeLegalHoldAction", { candidateId: ids.hannah, reason: "Litigation hold, case 7" });
  rows.aboutAnna = await audit(ids.anna, `Called ${people.anna.name} <${people.anna.email}>`);
  rows.hannahNamingAnna = await audit(ids.hannah, `${people.hannah.name} was interviewed with ${people.anna.name}`);
  rows.hannahAlone = await audit(ids.hannah, `Called ${people.hannah.name} <${people.hannah.email}>`);
  rows.savannahNamingAnna = await audit(ids.savannah, `${people.savannah.name} referred ${people.anna.name}`);
  rows.savannahAlone = await audit(ids.savannah, `Called ${people.savannah.name} <${people.savannah.email}>`);
});

describe("an erasure of Anna beside Hannah (on legal hold) and Savannah", () => {
  it("gives Anna an export that holds nothing about Hannah or Savannah", async () => {
    const response = await fetch(`${baseUrl}/candidates/${encodeURIComponent(ids.anna)}/export`, {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const everything = Object.entries(files)
      .filter(([name]) => name.startsWith("data/"))
      .map(([, bytes]) => strFromU8(bytes))
      .join("\n");
    expect(everything).toContain(people.anna.name);
    for (const other of [people.hannah, people.savannah]) {
      expect(everything).not.toContain(other.name);
      expect(everything).not.toContain(other.email);
    }
    expect(everything).not.toContain("was interviewed with");
    // Where Savannah's entry names Anna, the export says so, and no more.
    const mentions = JSON.parse(strFromU8(files["data/audit_event_mentions.json"]!)) as { namedIn: unknown[] }[];
    expect(mentions.length).toBeGreaterThan(0);
  });

  it("empties Anna's rows, redacts only her name in Savannah's, and leaves Hannah's as they were", async () => {
    const before = {
      hannahNamingAnna: await metadataOf(rows.hannahNamingAnna!),
      hannahAlone: await metadataOf(rows.hannahAlone!),
      savannahAlone: await metadataOf(rows.savannahAlone!),
    };
    await must("eraseCandidatesAction", { candidateIds: [ids.anna], reason: "Erasure request" });

    expect(await metadataOf(rows.aboutAnna!)).toEqual({ metadata: { erased: true }, targetId: "erased" });
    expect(await metadataOf(rows.savannahNamingAnna!)).toEqual({
      metadata: { note: `${people.savannah.name} referred [erased]` },
      targetId: ids.savannah,
    });
    expect(await metadataOf(rows.savannahAlone!)).toEqual(before.savannahAlone);
    expect(await metadataOf(rows.hannahAlone!)).toEqual(before.hannahAlone);
    expect(await metadataOf(rows.hannahNamingAnna!)).toEqual(before.hannahNamingAnna);

    const [hannah] = await sql(`SELECT name FROM mirror_candidate WHERE id = $1`, [ids.hannah]);
    expect(hannah).toEqual({ name: people.hannah.name });
    const [savannah] = await sql(`SELECT name FROM mirror_candidate WHERE id = $1`, [ids.savannah]);
    expect(savannah).toEqual({ name: people.savannah.name });
  });
});
