import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The files the launchers load into the Next.js server before it starts (`--import`), relative to the app's root
 * (the clone, or /app in the image, which copies them): the socket's address for route handlers
 * (lib/auth/client-address.ts), the HTTP servers for the graceful shutdown (lib/shutdown), and the routes one of
 * several server processes serves for all (lib/server-processes).
 */
const PRELOADS = [
  "lib/auth/socket-address-preload.mjs",
  "lib/shutdown/http-servers-preload.mjs",
  "lib/server-processes/pinned-routes-preload.mjs",
];
/**
 * A built app's server also sends the build's compressed copies of its static files (lib/static-assets); `next dev`
 * serves scripts of its own, which a production build's copies left in .next must never stand in for.
 */
const BUILT_APP_PRELOADS = ["lib/static-assets/precompressed-preload.mjs"];

export const preloads = ({ dev = false } = {}) =>
  [...PRELOADS, ...(dev ? [] : BUILT_APP_PRELOADS)].flatMap((file) => [
    "--import",
    pathToFileURL(path.resolve(file)).href,
  ]);
