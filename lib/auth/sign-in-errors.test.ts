import { describe, expect, it } from "vitest";
import {
  describeSignInPageError,
  invalidInputError,
  readSignInError,
  refusalMessage,
  SSO_REQUIRED,
  TOO_MANY_ATTEMPTS,
} from "./sign-in-errors";

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

  it("tells a person whose domain requires SSO to use it, and explains the SAML routes' codes", () => {
    const refusal = readSignInError(SSO_REQUIRED);
    expect(refusal).toEqual({ kind: "sso-required" });
    expect(refusalMessage(refusal)).toMatch(/Sign in with SSO/);
    expect(describeSignInPageError(SSO_REQUIRED).failure).toMatch(/single sign-on/);
    expect(describeSignInPageError("SamlRefused").failure).toMatch(/did not work/);
    expect(describeSignInPageError("SamlNoConnection").failure).toMatch(/No single sign-on connection/);
    expect(describeSignInPageError("SamlSignInExpired").failure).toMatch(/expired or was used/);
  });
});
