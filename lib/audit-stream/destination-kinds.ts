/**
 * What the "Add a destination" form needs of the audit destinations, without zod: the form loads this in the
 * browser, where the schemas (destination-schemas.ts) would add zod to the Security page's first load.
 */

/** Where audit entries can be streamed: syslog over TLS, or HTTPS. */
export const auditDestinationKinds = ["syslog", "https"] as const;
export type AuditDestinationKind = (typeof auditDestinationKinds)[number];

/** A pasted CA bundle: a handful of PEM certificates. */
export const MAX_CA_PEM_CHARS = 16_384;
