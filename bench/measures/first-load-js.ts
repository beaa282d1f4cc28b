import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { round } from "../support/stats";

interface ClientManifest {
  entryJSFiles?: Record<string, string[]>;
}

export interface RouteJs {
  route: string;
  files: number;
  rawKb: number;
  gzipKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * `/(dashboard)/results/[interviewId]/@annotations/page` → `/results/[interviewId]`: route groups and parallel
 * route slots are not in the URL (a slot's chunks load with the page it belongs to).
 */
function routeOf(key: string) {
  const segments = key
    .replace(/\/page$/, "")
    .split("/")
    .filter((s) => s && !(s.startsWith("(") && s.endsWith(")")) && !s.startsWith("@"));
  return `/${segments.join("/")}`;
}

function* manifests(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* manifests(full);
    else if (entry.name === "page_client-reference-manifest.js") yield full;
  }
}

/** Evaluates one manifest file, which assigns globalThis.__RSC_MANIFEST[page] (Next's own format). */
function readManifest(file: string): Record<string, ClientManifest> {
  const holder: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
  new Function("globalThis", fs.readFileSync(file, "utf8"))(holder);
  return holder.__RSC_MANIFEST ?? {};
}

/**
 * First-load JS of every page from the build output: the root main files every page loads plus the entry
 * chunks of the page's own segments (layouts, boundaries, the page), each chunk counted once, gzipped here
 * with node:zlib's default level (what a server's gzip typically sends). Polyfills (nomodule) are left out.
 */
export function measureFirstLoadJs(nextDir = ".next"): RouteJs[] {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = fs.readFileSync(path.join(nextDir, file.replace(/^\/?_next\//, "")));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(file, size);
    }
    return size;
  };
  const chunksByRoute = new Map<string, Set<string>>();
  for (const file of manifests(path.join(nextDir, "server", "app"))) {
    for (const [page, manifest] of Object.entries(readManifest(file))) {
      const chunks = chunksByRoute.get(routeOf(page)) ?? new Set(build.rootMainFiles);
      for (const chunk of Object.values(manifest.entryJSFiles ?? {}).flat()) chunks.add(chunk);
      chunksByRoute.set(routeOf(page), chunks);
    }
  }
  const total = (chunks: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const chunk of chunks) {
      if (!chunk.endsWith(".js")) continue;
      const size = sizeOf(chunk);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };
  const routes = [...chunksByRoute].map(([route, chunks]): RouteJs => {
    const { raw, gzip } = total(chunks);
    return { route, files: [...chunks].filter((c) => c.endsWith(".js")).length, rawKb: kb(raw), gzipKb: kb(gzip) };
  });
  return routes.sort((a, b) => b.gzipKb - a.gzipKb || a.route.localeCompare(b.route));
}

/** What every route loads before any code of the app: Next.js's and React's own root chunks, gzipped. */
export function frameworkFloorKb(nextDir = ".next"): number {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const gzip = build.rootMainFiles
    .filter((f) => f.endsWith(".js"))
    .reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(nextDir, f))).length, 0);
  return kb(gzip);
}

/**
 * What a route may load at first: the framework's floor and at most 50 kB of the app's own code; the sign-in page,
 * every visitor's first page, 15.
 */
export const firstLoadBudgetKb = (route: string, floorKb: number) =>
  round(floorKb + (route === "/sign-in" ? 15 : 50), 1);
