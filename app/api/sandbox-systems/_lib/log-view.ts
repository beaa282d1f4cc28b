import type { RequestLogEntry } from "@/emulators/kit/server";
import { SANDBOX_SYSTEM_KEEPS } from "@/lib/sandbox-systems/systems";

/** What the page shows written back per application: the last 50 (a note per completion and per decision). */
export const WRITE_BACKS_SHOWN = 50;

/** The dashboard's calls, newest first, as the sandbox page lists them. */
export const requestsOf = (log: RequestLogEntry[]) =>
  log
    .slice(-SANDBOX_SYSTEM_KEEPS)
    .reverse()
    .map(({ method, path, status }) => ({ method, path: path.slice(0, 2000), status }));

/** The stage moves the dashboard made (answered 2xx), per application, from the request log. */
export function stageCalls(
  log: RequestLogEntry[],
  path: RegExp,
  describe: (match: RegExpExecArray, entry: RequestLogEntry) => { applicationId: string; text: string } | null,
) {
  const moves = new Map<string, { kind: "stage"; text: string; fileId: null; at: null }[]>();
  for (const entry of log) {
    const match = path.exec(entry.path);
    if (!match || entry.status >= 300 || entry.method === "GET") continue;
    const move = describe(match, entry);
    if (!move) continue;
    moves.set(move.applicationId, [
      ...(moves.get(move.applicationId) ?? []),
      { kind: "stage", text: move.text, fileId: null, at: null },
    ]);
  }
  return moves;
}
