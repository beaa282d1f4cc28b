import { z } from "zod";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "example.com, example.org" (commas, spaces or lines) → distinct lower-case domains, 1 to 20. */
export const domainListSchema = z
  .string()
  .max(2000)
  .transform((text) => [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(DOMAIN, "Each domain looks like example.com"))
      .min(1, "Name at least one email domain")
      .max(20, "At most 20 domains per connection"),
  );

export const connectionNameSchema = z
  .string()
  .trim()
  .min(1, "Name the connection")
  .max(60)
  .regex(/^[\w .()-]+$/, "Letters, digits, spaces, dots, dashes, brackets and underscores only");

export const addSamlConnectionSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("xml"),
    name: connectionNameSchema,
    domains: domainListSchema,
    /** Bounded in bytes again before parsing (lib/auth/saml/idp-metadata.ts). */
    metadataXml: z.string().trim().min(1, "Paste the identity provider's metadata XML").max(262_144, "At most 256 kB"),
  }),
  z.object({
    source: z.literal("url"),
    name: connectionNameSchema,
    domains: domainListSchema,
    metadataUrl: z.url("Enter the metadata URL").max(2000),
  }),
]);

export const connectionIdSchema = z.object({ connectionId: z.uuid("Not a connection") });

export const updateSamlConnectionSchema = z.object({
  connectionId: z.uuid("Not a connection"),
  domains: domainListSchema,
  requireSso: z.boolean(),
});

export const breakGlassSchema = z.object({ email: z.email("Enter an email address").max(320) });
export const breakGlassUserSchema = z.object({ userId: z.uuid("Not an account") });
