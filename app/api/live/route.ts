// GET /api/live – server-sent events announcing changes (fed by Postgres LISTEN/NOTIFY, so every instance hears them)
import { currentUser } from "@/lib/auth/session";
import { changesSince, subscribe } from "@/lib/live/listener";

export const dynamic = "force-dynamic";

/** A page passes `since`, when it was rendered: changes heard after that (less a margin for clocks) are sent first. */
const SINCE_MARGIN_MS = 2000;

export async function GET(request: Request) {
  if (!(await currentUser())) return Response.json({ error: "sign in first" }, { status: 401 });
  const since = Number(new URL(request.url).searchParams.get("since"));
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = await subscribe((change) => send(`data: ${JSON.stringify(change)}\n\n`));
      if (Number.isFinite(since) && since > 0)
        for (const change of changesSince(since - SINCE_MARGIN_MS)) send(`data: ${JSON.stringify(change)}\n\n`);
      // Proxies drop idle streams; a comment line every 25 s keeps this one open.
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), 25_000);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        cleanup();
        controller.close();
      });
      send("retry: 3000\n\n");
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
    },
  });
}
