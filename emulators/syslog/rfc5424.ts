/**
 * A syslog message parsed per RFC 5424 §6 (HEADER SP STRUCTURED-DATA [SP MSG]), written from the RFC, not from the
 * dashboard's sender. Structured data: each SD-ELEMENT's params, with `\"`, `\\` and `\]` unescaped (§6.3.3).
 */
export interface Rfc5424Message {
  pri: number;
  version: number;
  timestamp: string;
  hostname: string;
  appName: string;
  procId: string;
  msgId: string;
  structuredData: Record<string, Record<string, string>>;
  /** MSG without its BOM; null when absent. */
  msg: string | null;
  /** Whether MSG began with the UTF-8 BOM (§6.4: MSG-UTF8). */
  bom: boolean;
}

const HEADER = /^<(\d{1,3})>(\d{1,2}) (\S+) (\S+) (\S+) (\S+) (\S+) /;

function parseStructuredData(text: string): { data: Rfc5424Message["structuredData"]; rest: string } {
  if (text.startsWith("-")) return { data: {}, rest: text.slice(1) };
  const data: Rfc5424Message["structuredData"] = {};
  let i = 0;
  while (text[i] === "[") {
    i += 1;
    const idEnd = text.slice(i).search(/[ \]]/);
    if (idEnd < 0) throw new Error("SD-ELEMENT without its end");
    const id = text.slice(i, i + idEnd);
    i += idEnd;
    const params: Record<string, string> = {};
    while (text[i] === " ") {
      i += 1;
      const eq = text.indexOf("=", i);
      if (eq < 0 || text[eq + 1] !== '"') throw new Error(`SD-PARAM of ${id} without ="value"`);
      const name = text.slice(i, eq);
      i = eq + 2;
      let value = "";
      while (text[i] !== '"') {
        if (i >= text.length) throw new Error(`SD-PARAM ${name} not closed`);
        if (text[i] === "\\" && ['"', "\\", "]"].includes(text[i + 1]!)) i += 1;
        value += text[i];
        i += 1;
      }
      i += 1;
      params[name] = value;
    }
    if (text[i] !== "]") throw new Error(`SD-ELEMENT ${id} not closed by ]`);
    i += 1;
    data[id] = params;
  }
  if (i === 0) throw new Error("STRUCTURED-DATA is neither - nor [");
  return { data, rest: text.slice(i) };
}

export function parseRfc5424(text: string): Rfc5424Message {
  const header = HEADER.exec(text);
  if (!header) throw new Error(`not an RFC 5424 header: ${text.slice(0, 80)}`);
  const pri = Number(header[1]);
  if (pri > 191) throw new Error(`PRI ${pri} over 191`);
  const { data, rest } = parseStructuredData(text.slice(header[0].length));
  if (rest !== "" && !rest.startsWith(" ")) throw new Error("no SP between STRUCTURED-DATA and MSG");
  const raw = rest === "" ? null : rest.slice(1);
  const bom = raw?.startsWith("\uFEFF") ?? false;
  return {
    pri,
    version: Number(header[2]),
    timestamp: header[3]!,
    hostname: header[4]!,
    appName: header[5]!,
    procId: header[6]!,
    msgId: header[7]!,
    structuredData: data,
    msg: raw === null ? null : bom ? raw.slice(1) : raw,
    bom,
  };
}
