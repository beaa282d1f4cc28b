import { answerMounted } from "@/emulators/kit/mount";
import { sandboxEnabled } from "@/lib/env";
import { SANDBOX_SYSTEM_KEEPS, type SandboxAts } from "@/lib/sandbox-systems/systems";
import { sandboxSystems } from "./instances";

/** What a sandbox system answers outside sandbox mode, or for anything it does not have. */
export const notHere = () => Response.json({ message: "Not found" }, { status: 404 });

/** Request bodies a sandbox ATS reads (an attached results PDF is well under it). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * The route handler that mounts a sandbox ATS's emulator (emulators/<ats>): 404 outside sandbox mode; otherwise the
 * emulator's own handler answers, with its own authentication, as at its own address; `pathOf` gives the path the
 * emulator sees (the ATS's documented path, the mount point taken off).
 */
export function mountAts<P>(ats: SandboxAts, pathOf: (params: P) => string) {
  return async (request: Request, { params }: { params: Promise<P> }) => {
    if (!sandboxEnabled) return notHere();
    const { handle, log } = sandboxSystems()[ats];
    return answerMounted(handle, request, {
      path: pathOf(await params),
      log,
      maxLog: SANDBOX_SYSTEM_KEEPS,
      maxBytes: MAX_BODY_BYTES,
    });
  };
}

/** A catch-all's segments as a path again, each encoded as it came. */
export const joinPath = (segments: string[]) => segments.map(encodeURIComponent).join("/");
