// POST /api/sandbox-systems/chat/{slack|teams}/{token} – the sandbox chat catcher: keeps the post, answers "ok"
import { randomUUID } from "node:crypto";
import { acceptPost } from "@/emulators/chat/receiver";
import { sandboxEnabled } from "@/lib/env";
import { isSandboxChatToken } from "@/lib/sandbox-systems/credentials";
import { sandboxChatProviders, SANDBOX_SYSTEM_KEEPS, type SandboxChatProvider } from "@/lib/sandbox-systems/systems";
import { sandboxSystems } from "../../../_lib/instances";
import { notHere } from "../../../_lib/mount";

/** Slack refuses a message over 40,000 characters of text, Teams a card over 28 KB: a catch bounds both. */
const MAX_POST_BYTES = 256 * 1024;

const isProvider = (value: string): value is SandboxChatProvider =>
  (sandboxChatProviders as readonly string[]).includes(value);

export async function POST(request: Request, { params }: { params: Promise<{ provider: string; token: string }> }) {
  const { provider, token } = await params;
  if (!sandboxEnabled || !isProvider(provider) || !isSandboxChatToken(provider, token)) return notHere();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_POST_BYTES)
    return Response.json({ message: "request body too large" }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Slack answers a body it cannot read with 400 "invalid_payload".
    return new Response("invalid_payload", { status: 400, headers: { "content-type": "text/plain" } });
  }
  const posts = sandboxSystems().chat;
  posts.push({ id: randomUUID(), provider, at: new Date().toISOString(), body });
  if (posts.length > SANDBOX_SYSTEM_KEEPS) posts.splice(0, posts.length - SANDBOX_SYSTEM_KEEPS);
  const accepted = acceptPost();
  return new Response(accepted.text, { status: accepted.status, headers: accepted.headers });
}
