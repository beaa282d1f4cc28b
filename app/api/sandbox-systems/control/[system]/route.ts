// GET, POST /api/sandbox-systems/control/{greenhouse|lever|ashby|workable|chat} – the dashboard's sandbox controls
import { isSandboxControlCall } from "@/lib/sandbox-systems/credentials";
import { sandboxAtsActionSchema } from "@/lib/sandbox-systems/overview";
import { isSandboxAts } from "@/lib/sandbox-systems/systems";
import { addApplication, ControlRefusal, moveApplication, overviewOf } from "../../_lib/control";
import { sandboxSystems } from "../../_lib/instances";
import { notHere } from "../../_lib/mount";

type Context = { params: Promise<{ system: string }> };

/**
 * Only the dashboard's own server calls these, with the control token (lib/sandbox-systems/control.ts), after its
 * page or action checked the admin role; anyone else, and everyone outside sandbox mode, gets 404.
 */
export async function GET(request: Request, { params }: Context) {
  const { system } = await params;
  if (!isSandboxControlCall(request)) return notHere();
  if (system === "chat") return Response.json({ posts: [...sandboxSystems().chat].reverse() });
  if (!isSandboxAts(system)) return notHere();
  return Response.json(overviewOf(system));
}

export async function POST(request: Request, { params }: Context) {
  const { system } = await params;
  if (!isSandboxControlCall(request) || !isSandboxAts(system)) return notHere();
  const action = sandboxAtsActionSchema.safeParse(await request.json().catch(() => null));
  if (!action.success) return Response.json({ message: "Not a sandbox action." }, { status: 400 });
  try {
    if (action.data.type === "add") {
      addApplication(system, action.data);
      return Response.json({});
    }
    const webhookStatus = await moveApplication(system, action.data.applicationId, action.data.stage);
    return Response.json({ webhookStatus });
  } catch (error) {
    if (error instanceof ControlRefusal) return Response.json({ message: error.message }, { status: 422 });
    throw error;
  }
}
