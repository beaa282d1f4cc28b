import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { searchTextCondition } from "./search-text";

/** A database whose planner expects each word in `share[word]` of 1,000 candidates (1 % for any other word). */
function plannerExpecting(share: Record<string, number>) {
  const explained: Prisma.Sql[] = [];
  return {
    explained,
    $queryRaw: async <T>(query: Prisma.Sql): Promise<T> => {
      explained.push(query);
      const pattern = query.values[0] as string | undefined;
      const rows = pattern === undefined ? 1000 : 1000 * (share[pattern.slice(1, -1)] ?? 0.01);
      return [{ "QUERY PLAN": [{ Plan: { "Plan Rows": rows } }] }] as T;
    },
  };
}

describe("searchTextCondition", () => {
  it("asks the index for the uncommon words and tests the whole search on the rows found", async () => {
    const db = plannerExpecting({ bench: 1, candidate: 0.9 });
    const condition = await searchTextCondition(db, "Bench Candidate 042");
    expect(condition.sql).toBe(`(c."searchText" LIKE ? AND strpos(c."searchText", ?) > 0)`);
    expect(condition.values).toEqual(["%042%", "bench candidate 042"]);
  });

  it("keeps the plain test when every word narrows, when none does, and for a single word", async () => {
    const plain = { sql: `c."searchText" LIKE ?`, values: ["%ann lee%"] };
    expect(await searchTextCondition(plannerExpecting({}), "Ann Lee")).toMatchObject(plain);
    expect(await searchTextCondition(plannerExpecting({ ann: 0.5, lee: 0.3 }), "Ann Lee")).toMatchObject(plain);
    const single = plannerExpecting({ ann: 0.5 });
    expect(await searchTextCondition(single, "ann")).toMatchObject({ values: ["%ann%"] });
    expect(single.explained).toEqual([]);
  });

  it("estimates the first six words only, and tests the others with the whole search", async () => {
    const db = plannerExpecting({ aaa: 1 });
    const condition = await searchTextCondition(db, "aaa bbb ccc ddd eee fff ggg hhh");
    expect(db.explained).toHaveLength(7);
    expect(condition.values).toEqual(["%bbb%", "%ccc%", "%ddd%", "%eee%", "%fff%", "aaa bbb ccc ddd eee fff ggg hhh"]);
  });

  it("counts a word common past a quarter of the candidates", async () => {
    const atQuarter = await searchTextCondition(plannerExpecting({ acme: 0.25 }), "ann acme");
    expect(atQuarter.values).toEqual(["%ann acme%"]);
    const pastQuarter = await searchTextCondition(plannerExpecting({ acme: 0.26 }), "ann acme");
    expect(pastQuarter.values).toEqual(["%ann%", "ann acme"]);
  });
});
