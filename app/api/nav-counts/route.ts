// GET /api/nav-counts – what the navigation counts for the signed-in reader, read again as they move between pages
import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { countWaitingForYou } from "@/lib/inbox/count-waiting";
import type { NavCounts } from "@/components/shell/nav-items";

export const dynamic = "force-dynamic";

export async function GET() {
  const user = await currentUser();
  if (!user) return NextResponse.json({ error: "Sign in to see this." }, { status: 401 });
  const counts: NavCounts = { waiting: await countWaitingForYou(user.id) };
  return NextResponse.json(counts, { headers: { "Cache-Control": "private, no-store" } });
}
