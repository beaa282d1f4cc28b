// GET /api/sandbox-systems/files/{greenhouse|lever|ashby|workable}/{fileId} – a file attached in a sandbox ATS
import { hasRole } from "@/lib/auth/roles";
import { currentUser } from "@/lib/auth/session";
import { sandboxEnabled } from "@/lib/env";
import { isSandboxAts } from "@/lib/sandbox-systems/systems";
import { sandboxSystems } from "../../../_lib/instances";
import { notHere } from "../../../_lib/mount";

/** A name any browser saves safely. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120) || "file";

/** For admins, in sandbox mode: the bytes as the ATS received them, to download (never shown inline). */
export async function GET(_request: Request, { params }: { params: Promise<{ system: string; fileId: string }> }) {
  const { system, fileId } = await params;
  if (!sandboxEnabled || !isSandboxAts(system)) return notHere();
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (!hasRole(user.role, "admin")) return Response.json({ message: "Only admins can see this." }, { status: 403 });
  const systems = sandboxSystems();
  const store = system === "greenhouse" ? systems.greenhouse.emulator.files : systems[system].emulator.fileContents;
  const file = store.get(fileId);
  if (!file) return notHere();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.contentType === "application/pdf" ? "application/pdf" : "application/octet-stream",
      "content-disposition": `attachment; filename="${safeName(file.name)}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
