import "server-only";
import { isIP } from "node:net";
import tls from "node:tls";
import { AuditDeliveryError, describeDeliveryError } from "./delivery-error";
import { checkDestinationAddress } from "./endpoint-policy";
import { frameOctetCounted } from "./syslog-format";

const TIMEOUT_MS = 15_000;

/**
 * Sends messages to a syslog receiver over TLS (RFC 5425), one connection per page, and resolves only once the
 * receiver has read them: syslog has no acknowledgement, so the page counts as received when, after our
 * close_notify and FIN, the receiver closes its side in turn (it read to the end of the stream). An error,
 * a reset or no close within 15 s rejects, and the page is sent again later: a receiver may then see some seq
 * twice, with the same hash, and de-duplicates by seq (docs/guide/single-sign-on-and-audit.md).
 *
 * The server's certificate is verified against the pasted CA (else the public CAs), for the destination's host name
 * (or IP address), while the connection goes to the address the outbound guard checked.
 */
export async function sendSyslog(
  destination: { host: string; port: number; caPem: string | null },
  messages: string[],
): Promise<void> {
  const where = `${destination.host}:${destination.port}`;
  const address = await checkDestinationAddress(destination.host, destination.port);
  if (!address.ok) throw new AuditDeliveryError(address.reason);
  const frames = Buffer.concat(messages.map(frameOctetCounted));
  await new Promise<void>((resolve, reject) => {
    let peerEnded = false;
    let failure: unknown = null;
    const socket = tls.connect({
      host: address.address,
      port: destination.port,
      ...(isIP(destination.host) ? {} : { servername: destination.host }),
      ...(destination.caPem ? { ca: destination.caPem } : {}),
      checkServerIdentity: (_host, certificate) => tls.checkServerIdentity(destination.host, certificate),
      timeout: TIMEOUT_MS,
    });
    const timer = setTimeout(() => {
      failure ??= new AuditDeliveryError(`${where} did not read the events and close within ${TIMEOUT_MS / 1000} s.`);
      socket.destroy();
    }, TIMEOUT_MS);
    socket.on("secureConnect", () => socket.end(frames));
    // Whatever the receiver writes back is not part of the protocol: read and dropped.
    socket.on("data", () => {});
    socket.on("end", () => {
      peerEnded = true;
    });
    socket.on("timeout", () => {
      failure ??= new AuditDeliveryError(`${where} did not answer within ${TIMEOUT_MS / 1000} s.`);
      socket.destroy();
    });
    socket.on("error", (error) => {
      failure ??= error;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (failure) reject(new AuditDeliveryError(describeDeliveryError(failure, where)));
      else if (!peerEnded) reject(new AuditDeliveryError(`${where} closed the connection before reading to the end.`));
      else resolve();
    });
  });
}
