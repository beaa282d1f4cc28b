import { ScimError } from "./scim-error";

/** RFC 7644 §3.4.2.2 comparison operators. */
const compareOps = ["eq", "ne", "co", "sw", "ew", "gt", "ge", "lt", "le"] as const;
export type CompareOp = (typeof compareOps)[number];
export type FilterValue = string | number | boolean | null;

export type Filter =
  | { kind: "compare"; attr: string; op: CompareOp; value: FilterValue }
  | { kind: "present"; attr: string }
  | { kind: "and" | "or"; left: Filter; right: Filter }
  | { kind: "not"; filter: Filter }
  | { kind: "valuePath"; attr: string; filter: Filter };

type Token = { type: "word"; text: string } | { type: "string"; text: string } | { type: "punct"; text: string };

const invalid = (detail: string) => new ScimError(400, `Invalid filter: ${detail}`, "invalidFilter");

/** The core and enterprise schema URNs an attribute may be prefixed with; stripped (urn:…:User:userName → userName). */
export function stripSchemaUrn(attr: string) {
  const match = /^urn:ietf:params:scim:schemas:core:2\.0:(?:User|Group):(.+)$/i.exec(attr);
  return match ? match[1]! : attr;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if ("()[]".includes(c)) {
      tokens.push({ type: "punct", text: c });
      i++;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      if (j >= text.length) throw invalid("a string is not closed");
      tokens.push({ type: "string", text: JSON.parse(text.slice(i, j + 1)) as string });
      i = j + 1;
    } else {
      const match = /^[^\s()[\]"]+/.exec(text.slice(i))!;
      tokens.push({ type: "word", text: match[0] });
      i += match[0].length;
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Filter {
    const filter = this.or();
    if (this.at < this.tokens.length) throw invalid(`unexpected "${this.tokens[this.at]!.text}"`);
    return filter;
  }

  private peekWord(word: string) {
    const token = this.tokens[this.at];
    return token?.type === "word" && token.text.toLowerCase() === word;
  }

  private expectPunct(text: string) {
    const token = this.tokens[this.at++];
    if (token?.type !== "punct" || token.text !== text) throw invalid(`expected "${text}"`);
  }

  private or(): Filter {
    let left = this.and();
    while (this.peekWord("or")) {
      this.at++;
      left = { kind: "or", left, right: this.and() };
    }
    return left;
  }

  private and(): Filter {
    let left = this.unary();
    while (this.peekWord("and")) {
      this.at++;
      left = { kind: "and", left, right: this.unary() };
    }
    return left;
  }

  private unary(): Filter {
    const token = this.tokens[this.at];
    if (!token) throw invalid("it ends too early");
    if (this.peekWord("not")) {
      this.at++;
      this.expectPunct("(");
      const filter = this.or();
      this.expectPunct(")");
      return { kind: "not", filter };
    }
    if (token.type === "punct" && token.text === "(") {
      this.at++;
      const filter = this.or();
      this.expectPunct(")");
      return filter;
    }
    return this.attribute();
  }

  private attribute(): Filter {
    const token = this.tokens[this.at++]!;
    if (token.type !== "word" || !/^[A-Za-z$][\w$:.-]*$/.test(token.text))
      throw invalid(`"${token.text}" is not an attribute`);
    const attr = stripSchemaUrn(token.text);
    const next = this.tokens[this.at];
    if (next?.type === "punct" && next.text === "[") {
      this.at++;
      const filter = this.or();
      this.expectPunct("]");
      return { kind: "valuePath", attr, filter };
    }
    if (this.peekWord("pr")) {
      this.at++;
      return { kind: "present", attr };
    }
    const op = next?.type === "word" ? next.text.toLowerCase() : "";
    if (!(compareOps as readonly string[]).includes(op))
      throw invalid(`"${next?.text ?? "nothing"}" is not an operator`);
    this.at++;
    return { kind: "compare", attr, op: op as CompareOp, value: this.value() };
  }

  private value(): FilterValue {
    const token = this.tokens[this.at++];
    if (!token) throw invalid("a comparison has no value");
    if (token.type === "string") return token.text;
    if (token.type === "word") {
      const word = token.text.toLowerCase();
      if (word === "true" || word === "false") return word === "true";
      if (word === "null") return null;
      if (/^-?\d+(\.\d+)?$/.test(token.text)) return Number(token.text);
    }
    throw invalid(`"${token.text}" is not a value (quote strings)`);
  }
}

/** Parses a SCIM filter (RFC 7644 §3.4.2.2): comparisons, pr, and/or/not, parentheses, value paths. */
export function parseFilter(text: string): Filter {
  if (text.length > 1000) throw invalid("it is longer than 1000 characters");
  return new Parser(tokenize(text)).parse();
}

/** The attribute's value in a plain object, names compared without case (SCIM attribute names are not case-exact). */
export function readAttribute(resource: unknown, attr: string): unknown {
  let value: unknown = resource;
  for (const part of attr.split(".")) {
    if (Array.isArray(value)) return value.flatMap((item) => [readAttribute(item, part)].flat());
    if (!value || typeof value !== "object") return undefined;
    const key = Object.keys(value).find((k) => k.toLowerCase() === part.toLowerCase());
    value = key === undefined ? undefined : (value as Record<string, unknown>)[key];
  }
  return value;
}

function compare(actual: unknown, op: CompareOp, expected: FilterValue): boolean {
  if (Array.isArray(actual)) return actual.some((item) => compare(item, op, expected));
  if (op === "eq" && expected === null) return actual === null || actual === undefined;
  if (op === "ne" && expected === null) return actual !== null && actual !== undefined;
  const norm = (v: unknown) => (typeof v === "string" ? v.toLowerCase() : v);
  const [a, b] = [norm(actual), norm(expected)];
  if (op === "eq") return a === b;
  if (op === "ne") return a !== b;
  if (typeof a === "string" && typeof b === "string") {
    if (op === "co") return a.includes(b);
    if (op === "sw") return a.startsWith(b);
    if (op === "ew") return a.endsWith(b);
  }
  if ((typeof a === "string" && typeof b === "string") || (typeof a === "number" && typeof b === "number")) {
    if (op === "gt") return a > b;
    if (op === "ge") return a >= b;
    if (op === "lt") return a < b;
    if (op === "le") return a <= b;
  }
  return false;
}

/** Whether a plain object (a resource, or one value of a multi-valued attribute) matches the filter. */
export function matchesFilter(filter: Filter, resource: unknown): boolean {
  switch (filter.kind) {
    case "and":
      return matchesFilter(filter.left, resource) && matchesFilter(filter.right, resource);
    case "or":
      return matchesFilter(filter.left, resource) || matchesFilter(filter.right, resource);
    case "not":
      return !matchesFilter(filter.filter, resource);
    case "present": {
      const value = readAttribute(resource, filter.attr);
      return value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && !value.length);
    }
    case "valuePath": {
      const values = readAttribute(resource, filter.attr);
      return Array.isArray(values) && values.some((v) => matchesFilter(filter.filter, v));
    }
    case "compare":
      return compare(readAttribute(resource, filter.attr), filter.op, filter.value);
  }
}
