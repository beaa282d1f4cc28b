import { NextResponse, type NextRequest } from "next/server";
import { unsubscribe } from "@/lib/notifications/unsubscribe";

/**
 * One-click unsubscribe (RFC 8058). Mail clients POST `List-Unsubscribe=One-Click` here from the List-Unsubscribe
 * header; the confirmation page's form POSTs here too. The signed token is the only authority: no sign-in, any
 * origin. A GET (a link scanner following the URL) changes nothing and shows the confirmation page.
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  const what = await unsubscribe(token);
  const fromPage = request.nextUrl.searchParams.get("from") === "page";
  if (!what) {
    return fromPage
      ? NextResponse.redirect(new URL("/unsubscribe?invalid=1", request.nextUrl), 303)
      : new NextResponse("This unsubscribe link is not valid.", { status: 400 });
  }
  return fromPage
    ? NextResponse.redirect(new URL(`/unsubscribe?done=1&token=${encodeURIComponent(token)}`, request.nextUrl), 303)
    : new NextResponse(`Unsubscribed from ${what}.`, { status: 200 });
}

export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  return NextResponse.redirect(new URL(`/unsubscribe?token=${encodeURIComponent(token)}`, request.nextUrl), 303);
}
