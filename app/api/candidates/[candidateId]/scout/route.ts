// POST /api/candidates/{candidateId}/scout – trigger a Scout run from the browser (a route handler, not a
// server action, so the browser can report upload progress)
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { hasRole } from "@/lib/auth/roles";
import { scoutFieldsSchema } from "@/lib/api-contract/requests";
import { triggerScout } from "@/lib/candidates/scout-requests";
import { limits } from "@/lib/api-contract/limits";
import { describeApiError, ScreeningApiError } from "@/lib/screening-api";
import { refuseCrossOrigin } from "@/lib/security/same-origin";
import { MAX_SCOUT_BODY_BYTES, refuseByDeclaredLength } from "@/lib/security/declared-length";
import { logger } from "@/lib/logging/logger";
import { identityView } from "@/lib/review/blind";

const blank = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

export async function POST(request: Request, { params }: RouteContext<"/api/candidates/[candidateId]/scout">) {
  const crossOrigin = refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  const user = await currentUser();
  if (!user) return Response.json({ message: "Your session has ended. Sign in again." }, { status: 401 });
  if (!hasRole(user.role, "recruiter"))
    return Response.json({ message: "Your role does not allow this." }, { status: 403 });
  const { candidateId } = await params;
  // Blind review: a Scout run reads the candidate's résumé, which the reviewer may not see.
  if ((await identityView(user, [candidateId])).hides(candidateId))
    return Response.json(
      { message: "Under blind review, Scout runs are for reviewers who know the candidate." },
      { status: 403 },
    );
  // Refused on the declared length, before a byte of the body is read (parsing first would hold all of it in memory).
  const refusal = refuseByDeclaredLength(request, MAX_SCOUT_BODY_BYTES);
  if (refusal?.status === 411)
    return Response.json({ message: "Send the form with its length (Content-Length)." }, { status: 411 });
  if (refusal)
    return Response.json(
      {
        message: `The upload is too large: at most ${limits.scout.maxResumes} resumes of ${limits.scout.maxResumeBytes / 1024 / 1024} MB each.`,
      },
      { status: 413 },
    );
  const form = await request.formData().catch(() => null);
  if (!form) return Response.json({ message: "Send the form as multipart/form-data." }, { status: 400 });
  const fields = scoutFieldsSchema.safeParse({
    phone: blank(form.get("phone")),
    linkedinUrl: blank(form.get("linkedinUrl")),
    githubUrl: blank(form.get("githubUrl")),
  });
  if (!fields.success)
    return Response.json(
      { message: "Some fields need attention.", fieldErrors: z.flattenError(fields.error).fieldErrors },
      { status: 400 },
    );
  const resumes = form.getAll("resumes").filter((f): f is File => f instanceof File && f.size > 0);
  try {
    const run = await triggerScout(
      candidateId,
      { ...fields.data, resumes: resumes.map((f) => ({ name: f.name, type: f.type, data: f })) },
      user,
    );
    return Response.json(
      { id: run.id, message: "Scout is running. Its verdict appears here when the service reports back." },
      { status: 202 },
    );
  } catch (error) {
    if (error instanceof ScreeningApiError) {
      const { title, detail } = describeApiError(error);
      // No status: the client refused the input before sending it (InvalidRequestError), which is the caller's to fix.
      const clientSide = error.status === undefined && error.kind === "invalid-request";
      return Response.json(
        { message: `${title}: ${detail}` },
        { status: clientSide || (error.status && error.status < 500) ? 400 : 502 },
      );
    }
    logger.error({ err: error, candidateId }, "scout trigger failed");
    return Response.json({ message: "Something went wrong on our side. Try again in a moment." }, { status: 500 });
  }
}
