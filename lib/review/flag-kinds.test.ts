import { describe, expect, it } from "vitest";
import { flagKindOf, kindReasons, OTHER_REASON, reasonProblem, reasonsFor } from "./flag-kinds";
import { defaultReviewSettings } from "./review-settings-schema";

const team = defaultReviewSettings.reasons;

describe("flag kinds", () => {
  it("follow the check id; a check the dashboard does not know is of kind other", () => {
    expect(flagKindOf("location-mismatch")).toBe("location");
    expect(flagKindOf("second-voice")).toBe("presence");
    expect(flagKindOf("keystroke-dynamics")).toBe("other");
    expect(flagKindOf("toString")).toBe("other");
  });

  it("offer each kind its own reasons, then the team's", () => {
    const location = reasonsFor("location-mismatch", team);
    expect(location.own.cleared).toContain("Travel explains it");
    expect(location.own.cleared).not.toContain("Own code pasted");
    expect(reasonsFor("paste-bursts", team).own.cleared).toEqual(["Own code pasted", "Boilerplate"]);
    expect(location.team).toEqual(team);
    expect(reasonsFor("keystroke-dynamics", team).own).toEqual({ confirmed: [], cleared: [] });
  });

  it("list a reason the team also has once, under the kind", () => {
    const both = { confirmed: ["Copied solution", "Clear from the evidence"], cleared: ["False positive"] };
    expect(reasonsFor("paste-bursts", both).team.confirmed).toEqual(["Clear from the evidence"]);
  });
});

describe("reasonProblem", () => {
  it("accepts the kind's reasons and the team's, and refuses another kind's", () => {
    expect(reasonProblem("location-mismatch", "cleared", "Travel explains it", "", team)).toBeNull();
    expect(reasonProblem("location-mismatch", "cleared", "False positive", "", team)).toBeNull();
    expect(reasonProblem("location-mismatch", "cleared", "Own code pasted", "", team)).toBe(
      "Choose a reason from the list for a cleared location flag.",
    );
    expect(reasonProblem("paste-bursts", "confirmed", "Travel explains it", "", team)).toMatch(/paste activity flag/);
  });

  it("refuses a reason of the other verdict", () => {
    expect(reasonProblem("paste-bursts", "confirmed", kindReasons.paste.cleared[0]!, "", team)).not.toBeNull();
  });

  it("takes Other only with a note saying why", () => {
    expect(reasonProblem("keystroke-dynamics", "confirmed", OTHER_REASON, "  ", team)).toMatch(/Say why/);
    expect(
      reasonProblem("keystroke-dynamics", "confirmed", OTHER_REASON, "Typing rhythm of two people", team),
    ).toBeNull();
  });
});
