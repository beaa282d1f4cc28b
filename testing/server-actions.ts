import fs from "node:fs";
import path from "node:path";

interface ManifestEntry {
  workers: Record<string, unknown>;
  filename: string;
  exportedName: string;
}

/** Every server action of the build, from Next's own manifest: id, file, export name and a page that mounts it. */
export function listServerActions() {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0] ?? "app/page";
    return { id, filename: entry.filename, name: entry.exportedName, page: worker };
  });
}
export type ServerActionRef = ReturnType<typeof listServerActions>[number];

/**
 * A page path that renders the worker (route groups and parallel-route slots such as `@annotations` dropped,
 * dynamic segments filled with a placeholder).
 */
function pagePath(worker: string) {
  const segments = worker
    .replace(/^app\//, "")
    .replace(/\/page$/, "")
    .split("/")
    .filter((s) => s && !s.startsWith("(") && !s.startsWith("@"));
  return `/${segments.map((s) => (s.startsWith("[") ? "x" : s)).join("/")}`;
}

/**
 * Calls a server action over HTTP exactly as a browser (or an attacker with a hand-made request) would, and
 * returns the action's result, or the HTTP status when the server answered without one.
 */
export async function callAction(
  baseUrl: string,
  action: ServerActionRef,
  args: unknown,
  cookie?: string,
): Promise<{ status: number; result: unknown }> {
  const response = await fetch(`${baseUrl}${pagePath(action.page)}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Next-Action": action.id,
      Accept: "text/x-component",
      "Content-Type": "text/plain;charset=UTF-8",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify([args]),
  });
  const text = await response.text();
  const line = text.split("\n").find((l) => l.startsWith("1:"));
  return { status: response.status, result: line ? JSON.parse(line.slice(2)) : undefined };
}
