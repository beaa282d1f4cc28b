import { describe, expect, it } from "vitest";
import { resendSummary } from "./resend-summary";

describe("what Send again tells the admin", () => {
  it("says how the delivery it ran ended, with the receiver's error", () => {
    expect(resendSummary("delivered", { status: "delivered", lastError: null })).toEqual({
      tone: "success",
      text: "Sent again: delivered.",
    });
    expect(resendSummary("retry", { status: "pending", lastError: "POST /v1/notes: HTTP 500" }).text).toBe(
      "Not delivered yet: POST /v1/notes: HTTP 500. It will be tried again automatically.",
    );
    expect(resendSummary("failed", { status: "failed", lastError: "HTTP 403" })).toEqual({
      tone: "error",
      text: "Not delivered: HTTP 403. Fix the cause, then send again.",
    });
  });

  it("says why it ran none: being sent elsewhere, delivered meanwhile, or gone", () => {
    expect(resendSummary("skipped", { status: "sending", lastError: "HTTP 500" }).text).toMatch(
      /^Being sent right now/,
    );
    expect(resendSummary("skipped", { status: "delivered", lastError: null }).text).toBe("Already delivered.");
    expect(resendSummary("skipped", null)).toEqual({ tone: "error", text: "This delivery no longer exists." });
  });
});
