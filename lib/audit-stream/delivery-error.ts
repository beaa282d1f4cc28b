/**
 * Why a delivery failed, in words an admin can act on: TLS verification, refused connections and timeouts by
 * Node's error code, anything else by its own message. Pure.
 */
export class AuditDeliveryError extends Error {
  constructor(
    message: string,
    /** What the receiver asked us to wait (HTTP Retry-After), if anything. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const untrusted = new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_SIGNATURE_FAILURE",
  "CERT_UNTRUSTED",
]);

export function describeDeliveryError(error: unknown, where: string): string {
  if (error instanceof AuditDeliveryError) return error.message;
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && untrusted.has(code))
    return `The certificate of ${where} is not signed by a CA this destination trusts (${message}): paste the CA that issued it, or check the one pasted.`;
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID")
    return `The certificate of ${where} is not issued for that name (${message}).`;
  if (code === "CERT_HAS_EXPIRED") return `The certificate of ${where} has expired.`;
  if (code === "CERT_NOT_YET_VALID") return `The certificate of ${where} is not valid yet.`;
  if (code === "ECONNREFUSED")
    return `${where} refused the connection: nothing is listening there, or a firewall refuses it.`;
  if (code === "ECONNRESET" || code === "EPIPE") return `${where} closed the connection before the events were read.`;
  if (code === "ETIMEDOUT") return `${where} did not answer in time.`;
  if (code === "EPROTO" || code === "ERR_SSL_WRONG_VERSION_NUMBER")
    return `${where} does not speak TLS on that port (${message}).`;
  return `${where}: ${message}`;
}
