import { describe, expect, it } from "vitest";
import { openUrl, readyLines } from "./announce-ready";

describe("readyLines", () => {
  it("names the address, the time and, in sandbox mode, every demo account with its password", () => {
    expect(readyLines({}, 3000, 41)).toEqual([
      "▸ Ready in 41 s: open http://localhost:3000",
      '  Sign in as admin@sandbox.test (admin), manager@sandbox.test (hiring manager), recruiter@sandbox.test (recruiter); password "sandbox",',
      "  or click an account on the sign-in page.",
    ]);
  });

  it("uses PUBLIC_URL and names no demo account against the real service", () => {
    const env = { PUBLIC_URL: "https://screening.example.com/", SCREENING_API_BASE_URL: "https://api.example.com" };
    expect(readyLines(env, 3000, 7)).toEqual(["▸ Ready in 7 s: open https://screening.example.com"]);
    expect(openUrl({}, 4100)).toBe("http://localhost:4100");
  });
});
