// GET /api/results/{interviewId}/pdf – stream a screen's results PDF from the screening service, so the API key stays on the server
import { currentUser } from "@/lib/auth/session";
import {
  ConfigurationError,
  describeApiError,
  getScreeningApi,
  NotFoundError,
  RateLimitedError,
  ScreeningApiError,
  TimeoutError,
  ValidationError,
} from "@/lib/screening-api";
import { logger } from "@/lib/logging/logger";
import { hidesCandidateOf } from "@/lib/review/blind";
import { pdfFailurePage } from "@/lib/results/pdf-failure-page";
import { isScreenErased } from "@/lib/privacy/erased-subjects";

export const dynamic = "force-dynamic";

/** Our answer for a failed API call: the service's 404 and 429 pass through; its other failures are ours to report as a gateway's. */
function statusFor(error: ScreeningApiError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof RateLimitedError) return 429;
  if (error instanceof ValidationError) return 400;
  if (error instanceof TimeoutError) return 504;
  return 502;
}

const plausibleScreenId = (id: string) => id.length > 0 && id.length <= 200 && !/[\u0000-\u001f\u007f]/.test(id);

/** A file name any browser saves safely: the identifier's letters, digits, `_` and `-` only. */
const fileName = (interviewId: string) => `results-${interviewId.replace(/[^A-Za-z0-9_-]+/g, "_")}.pdf`;

/**
 * A failure, as JSON for the page's download button (it shows `message`) and as a page of its own for a browser
 * that opened the link itself: same status either way.
 */
function failure(
  request: Request,
  interviewId: string,
  status: number,
  body: { message: string; title: string; detail: string; serviceMessage?: string },
  headers: Record<string, string> = {},
): Response {
  if (!/text\/html/.test(request.headers.get("accept") ?? "")) return Response.json(body, { status, headers });
  const page = pdfFailurePage({ ...body, backHref: `/results/${encodeURIComponent(interviewId)}` });
  return new Response(page, {
    status,
    headers: {
      ...headers,
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}

export async function GET(request: Request, { params }: RouteContext<"/api/results/[interviewId]/pdf">) {
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  const { interviewId } = await params;
  // A NUL or another control character is no service id, and Postgres refuses a NUL in text: a clear 400, not a 500.
  if (!plausibleScreenId(interviewId)) {
    const detail = "A screen id is letters, digits and punctuation, at most 200 characters.";
    return failure(request, "", 400, { message: `Not a screen id. ${detail}`, title: "Not a screen id", detail });
  }
  // The service still holds an erased candidate's results; the dashboard does not hand them out (lib/privacy).
  if (await isScreenErased(interviewId)) {
    const detail = "This screen's candidate was erased here; the service still holds this person.";
    return failure(request, interviewId, 404, { message: `Erased here: ${detail}`, title: "Erased here", detail });
  }
  if (await hidesCandidateOf(user, interviewId)) {
    // The service's PDF names the candidate and where their IP readings were: nothing the dashboard can redact.
    const detail = "The results PDF names the candidate. Record your verdicts and reveal the candidate first.";
    return failure(request, interviewId, 403, { message: `Blind review: ${detail}`, title: "Blind review", detail });
  }
  try {
    const pdf = await getScreeningApi().results.pdf(interviewId);
    const headers = new Headers({
      "content-type": pdf.contentType,
      "content-disposition": `attachment; filename="${fileName(interviewId)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    if (pdf.contentLength !== undefined) headers.set("content-length", String(pdf.contentLength));
    return new Response(pdf.stream, { headers });
  } catch (error) {
    const { title, detail } = describeApiError(error);
    const body = { message: `${title}: ${detail}`, title, detail };
    if (error instanceof ScreeningApiError) {
      // The service's own words (e.g. why a screen has no results yet), where it answered at all.
      const serviceMessage = error.status !== undefined ? error.message : undefined;
      const headers: Record<string, string> =
        error instanceof RateLimitedError && error.retryAfterSeconds
          ? { "retry-after": String(error.retryAfterSeconds) }
          : {};
      return failure(request, interviewId, statusFor(error), { ...body, serviceMessage }, headers);
    }
    if (error instanceof ConfigurationError) return failure(request, interviewId, 503, body);
    logger.error({ err: error, interviewId }, "results PDF failed");
    return failure(request, interviewId, 500, body);
  }
}
