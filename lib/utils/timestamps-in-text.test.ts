import { describe, expect, it } from "vitest";
import { timestampsInText } from "./timestamps-in-text";

describe("timestampsInText", () => {
  it("cuts a finding at each moment it names, keeping the words between as written", () => {
    expect(
      timestampsInText("Observed from 2026-11-03T12:34:56.000Z to 2026-11-03T13:05:00+01:00. Expected in France."),
    ).toEqual([
      { text: "Observed from " },
      { moment: "2026-11-03T12:34:56.000Z" },
      { text: " to " },
      { moment: "2026-11-03T13:05:00+01:00" },
      { text: ". Expected in France." },
    ]);
  });

  it("leaves text with no moment whole, and an empty text empty", () => {
    expect(timestampsInText("No external IP readings were reported.")).toEqual([
      { text: "No external IP readings were reported." },
    ]);
    expect(timestampsInText("")).toEqual([]);
  });

  it("takes a moment at either end of the text, and an offset written without its colon", () => {
    expect(timestampsInText("2026-11-03T12:34Z")).toEqual([{ moment: "2026-11-03T12:34Z" }]);
    expect(timestampsInText("Last seen 2026-11-03T12:34:56+0100")).toEqual([
      { text: "Last seen " },
      { moment: "2026-11-03T12:34:56+0100" },
    ]);
  });

  it("leaves a bare date, a time without its zone, a moment that cannot be and one inside a longer token as text", () => {
    for (const text of [
      "On 2026-11-03 the candidate switched tabs.",
      "At 2026-11-03T12:34:56 local time.",
      "At 2026-13-45T12:34:56Z.",
      "Id run_2026-11-03T12:34:56Z_7 and 2026-11-03T12:34:56Zulu.",
    ])
      expect(timestampsInText(text)).toEqual([{ text }]);
  });
});
