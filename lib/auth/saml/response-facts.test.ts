import { describe, expect, it } from "vitest";
import { responseDestination } from "./response-facts";

const response = (attributes: string) =>
  `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r" Version="2.0"${attributes}/>`;

describe("a response's Destination", () => {
  it("is the attribute's value when there is one", () => {
    expect(responseDestination(response(' Destination="https://sp.example/acs"'))).toBe("https://sp.example/acs");
    expect(responseDestination(response(' Destination=""'))).toBe("");
  });

  it("is none when the response has no Destination (optional when only the assertion is signed)", () => {
    expect(responseDestination(response(""))).toBeNull();
  });
});
