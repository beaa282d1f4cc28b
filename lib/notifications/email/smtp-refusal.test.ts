import { describe, expect, it } from "vitest";
import { describeSmtpFailure } from "./smtp-refusal";

/** Errors as nodemailer's SMTP connection shapes them (lib/smtp-connection: `code`, `response`, `responseCode`). */
const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);
const where = "smtp.example.com:587";

describe("describeSmtpFailure", () => {
  it("names a refused password, keeping the server's answer, as final", () => {
    const said = describeSmtpFailure(
      failure("Invalid login: 535 5.7.8 Authentication credentials invalid", {
        code: "EAUTH",
        response: "535 5.7.8 Authentication credentials invalid",
        responseCode: 535,
      }),
      where,
    );
    expect(said.message).toBe(
      "smtp.example.com:587 refused the user name or password (535 5.7.8 Authentication credentials invalid).",
    );
    expect(said.transient).toBe(false);
  });

  it("asks for a sign-in when the server requires one", () => {
    const said = describeSmtpFailure(
      failure("Mail command failed: 530 5.7.0 Authentication Required", {
        code: "EENVELOPE",
        response: "530 5.7.0 Authentication Required",
        responseCode: 530,
      }),
      where,
    );
    expect(said.message).toMatch(/^smtp\.example\.com:587 asks to sign in first/);
  });

  it("tells no listener, an unreachable host and a timeout apart, each worth another try", () => {
    const refused = describeSmtpFailure(failure("connect ECONNREFUSED 203.0.113.5:587", { code: "ESOCKET" }), where);
    expect(refused.message).toBe("Cannot connect to smtp.example.com:587: nothing accepts connections there.");
    expect(refused.transient).toBe(true);
    expect(
      describeSmtpFailure(failure("connect EHOSTUNREACH 203.0.113.5:587", { code: "ESOCKET" }), where).message,
    ).toBe("Cannot connect to smtp.example.com:587: the host is unreachable.");
    expect(describeSmtpFailure(failure("Greeting never received", { code: "ETIMEDOUT" }), where).message).toBe(
      "smtp.example.com:587 did not answer in time.",
    );
  });

  it("explains TLS failures: plain port, no STARTTLS, an untrusted certificate", () => {
    expect(
      describeSmtpFailure(
        failure("C0B7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number", { code: "ESOCKET" }),
        where,
      ).message,
    ).toMatch(/does not speak TLS from the start on this port\. Choose STARTTLS/);
    expect(
      describeSmtpFailure(
        failure("Error upgrading connection with STARTTLS: 502 5.5.1 Error: command not implemented", {
          code: "ETLS",
          response: "502 5.5.1 Error: command not implemented",
          responseCode: 502,
        }),
        where,
      ).message,
    ).toMatch(/the server does not offer STARTTLS/);
    expect(describeSmtpFailure(failure("self-signed certificate", { code: "ESOCKET" }), where).message).toBe(
      "TLS failed with smtp.example.com:587: its certificate is not trusted for this host (self-signed certificate).",
    );
  });

  it("keeps the server's refusal of a message, final on 5xx and transient on 4xx", () => {
    const final = describeSmtpFailure(
      failure("Message failed: 550 5.1.1 No such user", {
        code: "EMESSAGE",
        response: "550 5.1.1 No such user",
        responseCode: 550,
      }),
      where,
    );
    expect(final.message).toBe("smtp.example.com:587 refused the message: 550 5.1.1 No such user");
    expect(final.transient).toBe(false);
    const later = describeSmtpFailure(
      failure("Message failed: 451 4.3.0 Try later", {
        code: "EMESSAGE",
        response: "451 4.3.0 Try later",
        responseCode: 451,
      }),
      where,
    );
    expect(later.transient).toBe(true);
  });
});
