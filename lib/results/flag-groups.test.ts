import { describe, expect, it } from "vitest";
import { groupFlagsByLevel } from "./flag-groups";

const flag = (id: string, level: string) => ({ id, title: id, description: `${id} happened`, level });

describe("groupFlagsByLevel", () => {
  it("puts critical first, then warning and info, then unknown levels in the order they came", () => {
    const groups = groupFlagsByLevel([
      flag("a", "info"),
      flag("b", "notice"),
      flag("c", "critical"),
      flag("d", "warning"),
      flag("e", "critical"),
      flag("f", "advisory"),
    ]);
    expect(groups.map((g) => [g.level, g.flags.map((f) => f.id)])).toEqual([
      ["critical", ["c", "e"]],
      ["warning", ["d"]],
      ["info", ["a"]],
      ["notice", ["b"]],
      ["advisory", ["f"]],
    ]);
  });

  it("leaves out levels without flags", () => {
    expect(groupFlagsByLevel([])).toEqual([]);
    expect(groupFlagsByLevel([flag("x", "warning")]).map((g) => g.level)).toEqual(["warning"]);
  });
});
