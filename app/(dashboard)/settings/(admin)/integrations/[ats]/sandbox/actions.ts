"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { env, publicOrigin } from "@/lib/env";
import { connectSandboxAts } from "@/lib/sandbox-systems/connect";
import { actOnSandboxAts } from "@/lib/sandbox-systems/control";
import { sandboxAtsKinds } from "@/lib/sandbox-systems/systems";

const atsSchema = z.enum(sandboxAtsKinds);
const idSchema = z.string().trim().min(1).max(100);

/** "Connect the sandbox Greenhouse": key, secret, base URL and a stage rule, in one click (sandbox mode only). */
export const connectSandboxAtsAction = defineAction(
  "connectSandboxAts",
  { role: "admin", schema: z.object({ ats: atsSchema }) },
  async ({ ats }, { audit }) => {
    const h = await headers();
    // Links back to the dashboard use what the connection form would offer: PUBLIC_URL, else this page's address.
    const origin = env.PUBLIC_URL
      ? publicOrigin
      : `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}`;
    const { rule } = await connectSandboxAts(ats, origin);
    await audit({
      action: "ats.connection.sandbox",
      targetType: "ats-connection",
      targetId: ats,
      before: null,
      after: { sandbox: true, rule },
    });
    revalidatePath(`/settings/integrations/${ats}`, "layout");
    return { rule };
  },
);

/** "Move to stage": the sandbox ATS moves the application and sends its signed web hook to the dashboard. */
export const moveSandboxApplicationAction = defineAction(
  "moveSandboxApplication",
  {
    role: "admin",
    schema: z.object({ ats: atsSchema, applicationId: idSchema, stage: z.string().trim().min(1).max(200) }),
  },
  async ({ ats, applicationId, stage }, { audit }) => {
    const { webhookStatus } = await actOnSandboxAts(ats, { type: "move", applicationId, stage });
    await audit({
      action: "sandbox-ats.move",
      targetType: "sandbox-ats",
      targetId: ats,
      after: { applicationId, stage },
    });
    revalidatePath(`/settings/integrations/${ats}/sandbox`);
    return { webhookStatus: webhookStatus ?? null };
  },
);

/** Adds an application to one of the sandbox ATS's jobs, at its first stage. */
export const addSandboxApplicationAction = defineAction(
  "addSandboxApplication",
  {
    role: "admin",
    schema: z.object({
      ats: atsSchema,
      jobId: idSchema,
      name: z.string().trim().min(1, "Name the candidate.").max(120, "Keep the name under 120 characters."),
      email: z.email("Enter an email address.").max(200),
    }),
  },
  async ({ ats, ...application }, { audit }) => {
    await actOnSandboxAts(ats, { type: "add", ...application });
    await audit({
      action: "sandbox-ats.add",
      targetType: "sandbox-ats",
      targetId: ats,
      after: { jobId: application.jobId },
    });
    revalidatePath(`/settings/integrations/${ats}/sandbox`);
    return null;
  },
);
