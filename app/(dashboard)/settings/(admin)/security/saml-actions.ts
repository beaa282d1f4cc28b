"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { grantBreakGlass, revokeBreakGlass } from "@/lib/auth/saml/break-glass";
import {
  addSamlConnectionSchema,
  breakGlassSchema,
  breakGlassUserSchema,
  connectionIdSchema,
  updateSamlConnectionSchema,
} from "@/lib/auth/saml/connection-schemas";
import { createSamlConnection, deleteSamlConnection, updateSamlConnection } from "@/lib/auth/saml/connections";
import { fetchIdpMetadata } from "@/lib/auth/saml/fetch-metadata";
import { readIdpMetadataInWorker } from "@/lib/auth/saml/saml-readers";

const PAGE = "/settings/security";

// Identity providers (SAML): connections, their domains and require-SSO, and break-glass admins.

/**
 * Adds an IdP from pasted metadata XML or its metadata URL (fetched through the outbound guard). The XML is parsed
 * in the SAML readers' worker pool, never on this thread; when they are busy the admin is asked to try again.
 */
export const addSamlConnectionAction = defineAction(
  "addSamlConnection",
  { role: "admin", schema: addSamlConnectionSchema },
  async (input, { audit }) => {
    const xml = input.source === "xml" ? input.metadataXml : await fetchIdpMetadata(input.metadataUrl);
    const metadata = await readIdpMetadataInWorker(xml);
    const metadataUrl = input.source === "url" ? input.metadataUrl : null;
    const connection = await createSamlConnection({ name: input.name, domains: input.domains, metadata, metadataUrl });
    await audit({
      action: "saml.connection.create",
      targetType: "saml-connection",
      targetId: connection.id,
      after: { name: input.name, domains: input.domains, idpEntityId: metadata.entityId, metadataUrl },
    });
    revalidatePath(PAGE);
    return { name: connection.name, idpEntityId: connection.idpEntityId };
  },
);

export const updateSamlConnectionAction = defineAction(
  "updateSamlConnection",
  { role: "admin", schema: updateSamlConnectionSchema },
  async (input, { audit }) => {
    const { before, after } = await updateSamlConnection(input);
    await audit({
      action: "saml.connection.update",
      targetType: "saml-connection",
      targetId: after.id,
      before: { domains: before.domains, requireSso: before.requireSso },
      after: { domains: input.domains, requireSso: input.requireSso },
      metadata: { name: after.name },
    });
    revalidatePath(PAGE);
    return null;
  },
);

export const deleteSamlConnectionAction = defineAction(
  "deleteSamlConnection",
  { role: "admin", schema: connectionIdSchema },
  async ({ connectionId }, { audit }) => {
    const deleted = await deleteSamlConnection(connectionId);
    await audit({
      action: "saml.connection.delete",
      targetType: "saml-connection",
      targetId: deleted.id,
      before: { name: deleted.name, domains: deleted.domains.map((d) => d.domain), idpEntityId: deleted.idpEntityId },
    });
    revalidatePath(PAGE);
    return null;
  },
);

/** Lets one admin account keep password sign-in where its domain requires SSO (for when the IdP fails). */
export const grantSamlBreakGlassAction = defineAction(
  "grantSamlBreakGlass",
  { role: "admin", schema: breakGlassSchema },
  async ({ email }, { audit, user }) => {
    const account = await grantBreakGlass(email, user.id);
    await audit({ action: "saml.break-glass.grant", targetType: "user", targetId: account.id, after: { email } });
    revalidatePath(PAGE);
    return { email: account.email };
  },
);

export const revokeSamlBreakGlassAction = defineAction(
  "revokeSamlBreakGlass",
  { role: "admin", schema: breakGlassUserSchema },
  async ({ userId }, { audit }) => {
    const account = await revokeBreakGlass(userId);
    await audit({
      action: "saml.break-glass.revoke",
      targetType: "user",
      targetId: userId,
      before: { email: account?.email },
    });
    revalidatePath(PAGE);
    return null;
  },
);
