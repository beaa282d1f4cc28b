import { describe, expect, it } from "vitest";
import { pageParam } from "./page-param";

describe("pageParam", () => {
  it("decodes the segment a link encoded once", () => {
    expect(pageParam(encodeURIComponent("ea eu/amet@x+%"))).toBe("ea eu/amet@x+%");
    expect(pageParam("cand_01HZX")).toBe("cand_01HZX");
  });

  it("keeps a segment that is not valid percent-encoding as it is", () => {
    expect(pageParam("100%")).toBe("100%");
  });
});
