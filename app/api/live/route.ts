// GET /api/live – server-sent events announcing changes (fed by Postgres LISTEN/NOTIFY, so every instance hears them)
import { currentUser } from "@/lib/auth/session";
import { changesSince, subscribe } from "@/lib/live/listener";
import { LIVE_STREAM_CAPS, liveStreamSlots } from "@/lib/live/stream-slots";
import { onClosing } from "@/lib/shutdown/draining";

export const dynamic = "force-dynamic";

/** A page passes `since`, when it was rendered: changes heard after that (less a margin for clocks) are sent first. */
const SINCE_MARGIN_MS = 2000;

export async function GET(request: Request) {
  const user = await currentUser();
  if (!user) return Response.json({ error: "sign in first" }, { status: 401 });
  const release = liveStreamSlots.acquire(user.id);
  if (!release)
    return Response.json(
      {
        error: `too many live-update streams (at most ${LIVE_STREAM_CAPS.perUser} per person); close a tab or try again later`,
      },
      { status: 429, headers: { "Retry-After": "30" } },
    );
  const since = Number(new URL(request.url).searchParams.get("since"));
  const encoder = new TextEncoder();
  let cleanup = release;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = await subscribe((change) => send(`data: ${JSON.stringify(change)}\n\n`)).catch(
        (error: unknown) => {
          release();
          throw error;
        },
      );
      if (Number.isFinite(since) && since > 0)
        for (const change of changesSince(since - SINCE_MARGIN_MS)) send(`data: ${JSON.stringify(change)}\n\n`);
      // Proxies drop idle streams; a comment line every 25 s keeps this one open.
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), 25_000);
      const end = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      let forget = () => {};
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        forget();
      };
      // When this instance closes its port (shutting down), the stream ends: the page reconnects to another one.
      forget = onClosing(end);
      if (request.signal.aborted) cleanup();
      request.signal.addEventListener("abort", end);
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
