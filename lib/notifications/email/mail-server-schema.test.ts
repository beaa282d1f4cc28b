import { describe, expect, it } from "vitest";
import { fromAddress, mailServerSchema } from "./mail-server-schema";

const valid = {
  host: "smtp.example.com",
  port: 587,
  security: "starttls",
  user: "",
  password: "",
  from: "Screening <screening@example.com>",
};

describe("the mail server form's schema", () => {
  it("takes a host name or an IP address, never a URL or a port", () => {
    expect(mailServerSchema.safeParse(valid).success).toBe(true);
    expect(mailServerSchema.safeParse({ ...valid, host: "203.0.113.5" }).success).toBe(true);
    expect(mailServerSchema.safeParse({ ...valid, host: "[2001:db8::1]" }).success).toBe(true);
    for (const host of ["smtp://smtp.example.com", "smtp.example.com:587", "smtp example.com", ""])
      expect(mailServerSchema.safeParse({ ...valid, host }).success, host).toBe(false);
  });

  it("reads the address of a From value, and refuses one that would break its header", () => {
    expect(fromAddress("Screening <screening@example.com>")).toBe("screening@example.com");
    expect(fromAddress("screening@example.com")).toBe("screening@example.com");
    expect(fromAddress("screening@example.com\r\nBcc: someone@example.com")).toBeNull();
    expect(fromAddress("Screening <not an address>")).toBeNull();
    expect(fromAddress("Screening")).toBeNull();
  });
});
