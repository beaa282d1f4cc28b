import { describe, expect, it } from "vitest";
import { queueFiltersSchema, queueSearch, resultInQueueHref } from "./queue-filters";

describe("queue filters", () => {
  it("keeps the filters on a result's address, and only those", () => {
    const filters = queueFiltersSchema.parse({
      risk: "high",
      reviewed: "no",
      decision: "undecided",
      page: "3",
      other: "x",
    });
    expect(resultInQueueHref("int_1", filters)).toBe(
      "/results/int_1?queue=integrity&risk=high&reviewed=no&decision=undecided",
    );
    expect(queueSearch(filters, 2)).toBe("risk=high&reviewed=no&decision=undecided&page=2");
  });

  it("drops a value it does not know rather than failing", () => {
    expect(queueFiltersSchema.parse({ risk: "extreme", reviewed: "maybe", decision: "perhaps", page: "-1" })).toEqual({
      page: 1,
    });
    expect(resultInQueueHref("int 2", {})).toBe("/results/int%202?queue=integrity");
  });
});
