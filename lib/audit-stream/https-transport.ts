import "server-only";
import { pinnedRequest } from "@/lib/ats/http/pinned-request";
import { AuditDeliveryError, describeDeliveryError } from "./delivery-error";
import { checkDestinationAddress } from "./endpoint-policy";
import { SIGNATURE_HEADER, signBatch, TIMESTAMP_HEADER } from "./https-batch";

const TIMEOUT_MS = 15_000;

const retryAfter = (value: string | null) => {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) * 1000 : null;
};

/**
 * Posts one signed batch to an HTTPS destination, connected to the address the outbound guard checked; resolves on
 * a 2xx answer (the receiver has the batch), rejects with the reason in words otherwise.
 */
export async function postBatch(
  destination: { url: string; secret: string; caPem: string | null },
  body: string,
): Promise<void> {
  const url = new URL(destination.url);
  const where = url.host;
  const address = await checkDestinationAddress(url.hostname, Number(url.port || 443));
  if (!address.ok) throw new AuditDeliveryError(address.reason);
  const timestamp = Math.floor(Date.now() / 1000);
  let answer;
  try {
    answer = await pinnedRequest(url, address, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "screening-dashboard-audit-stream",
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signBatch(destination.secret, timestamp, body),
      },
      body: Buffer.from(body, "utf8"),
      timeoutMs: TIMEOUT_MS,
      ...(destination.caPem ? { ca: destination.caPem } : {}),
    });
  } catch (error) {
    throw new AuditDeliveryError(describeDeliveryError(error, where));
  }
  if (answer.status >= 200 && answer.status < 300) return;
  const said = answer.text.replace(/\s+/g, " ").trim().slice(0, 200);
  throw new AuditDeliveryError(
    `${where} answered HTTP ${answer.status}${said ? `: ${said}` : ""}.`,
    retryAfter(answer.headers.get("retry-after")),
  );
}
