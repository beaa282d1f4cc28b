import { describe, expect, it } from "vitest";
import { invalidInputError, readSignInError, TOO_MANY_ATTEMPTS } from "./sign-in-errors";

describe("sign-in errors", () => {
  it("carries the schema's field messages to the form", () => {
    const error = invalidInputError({ email: "Enter a valid email address", password: "Enter your password" });
    expect(readSignInError(error)).toEqual({
      kind: "invalid",
      fields: { email: "Enter a valid email address", password: "Enter your password" },
    });
  });

  it("reads a throttled sign-in's wait, and falls back to 15 seconds", () => {
    expect(readSignInError(`${TOO_MANY_ATTEMPTS}:42`)).toEqual({ kind: "throttled", seconds: 42 });
    expect(readSignInError(TOO_MANY_ATTEMPTS)).toEqual({ kind: "throttled", seconds: 15 });
  });

  it("treats next-auth's own codes and a garbled message as a plain refusal", () => {
    expect(readSignInError("CredentialsSignin")).toEqual({ kind: "refused" });
    expect(readSignInError("InvalidInput:{not json")).toEqual({ kind: "refused" });
  });
});
