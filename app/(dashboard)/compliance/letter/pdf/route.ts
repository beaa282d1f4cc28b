// GET /compliance/letter/pdf?candidate=<id or email> – a candidate's explanation letter (Compliance permission or admin), audited
import { recordAudit } from "@/lib/audit/record-audit";
import { complianceRouteUser } from "@/lib/auth/require-role";
import { letterQuerySchema, loadExplanationLetter } from "@/lib/fairness/explanation-letter";
import { explanationLetterPdf } from "@/lib/fairness/explanation-letter-pdf";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const user = await complianceRouteUser({ orAdmin: true });
  if (user instanceof Response) return user;
  const query = letterQuerySchema.safeParse({ candidate: new URL(request.url).searchParams.get("candidate") ?? "" });
  if (!query.success) return Response.json({ message: "Give a candidate id or email address." }, { status: 400 });
  const letter = await loadExplanationLetter(query.data.candidate);
  if (!letter) return Response.json({ message: "No candidate has that id or email address." }, { status: 404 });
  const now = new Date();
  await recordAudit(user, {
    action: "candidate.explanation_letter",
    targetType: "candidate",
    targetId: letter.candidate.id,
    metadata: { screens: letter.screens.length },
  });
  return new Response(Buffer.from(await explanationLetterPdf(letter, now)), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="explanation-${letter.candidate.id}.pdf"`,
      "cache-control": "no-store",
    },
  });
}
