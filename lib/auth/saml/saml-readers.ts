import "server-only";
import path from "node:path";
import { DomainError } from "@/lib/errors/domain-error";
import { untrustedInputPool } from "@/lib/workers/untrusted-input-pool";
import { MAX_METADATA_BYTES, SamlMetadataError, type IdpMetadata } from "./idp-metadata";
import type { IdpMetadataReading, SamlResponseReading, SamlResponseTask } from "./read-saml-xml";

/**
 * Untrusted SAML XML (posted responses, IdP metadata) is parsed and its signatures checked in a pool of worker
 * threads (lib/workers/untrusted-input-pool.ts), never on the thread that serves pages: a hostile document costs at
 * most one worker's time (5 s) and memory (256 MB heap) while every other request goes on. Sizes are bounded before
 * anything is handed over (256 kB); up to 20 documents wait for a thread, and one more is refused at once.
 */
const MAX_QUEUE = 20;
/**
 * From being handed over to its answer, waiting included (plus the worker's start when none is up): a good
 * response is checked in tens of milliseconds.
 */
const SAML_READING_MS = 5_000;

const readers = untrustedInputPool<SamlResponseTask | string, SamlResponseReading | IdpMetadataReading>({
  name: "samlReaders",
  // Beside the source, found from the app's root: the built app (`next start`) and vitest both run from it.
  workerFile: path.join(process.cwd(), "lib", "auth", "saml", "saml-reader.worker.mjs"),
  maxQueue: MAX_QUEUE,
  // A worker's first document waits for it to load node-saml and tsx to compile the reader: 4.4 s measured with
  // both cores of a 2-core machine busy and tsx's cache empty, 0.4 s on an idle one.
  coldStartMs: 10_000,
});

const took = `reading it took longer than ${SAML_READING_MS / 1000} s`;

/** Refused before reading: the readers' queue is full. Said to the admin as is; the sign-in page says "try again". */
export class SamlReadersBusy extends DomainError {
  constructor() {
    super("Too many SAML documents are being read right now; try again in a minute.");
    this.name = "SamlReadersBusy";
  }
}

/**
 * Checks a posted SAMLResponse in a worker (read-saml-xml.ts says what is checked): the assertion's facts, or the
 * reason it was refused, a limit of the pool's included.
 */
export async function readSamlResponseInWorker(task: SamlResponseTask): Promise<SamlResponseReading> {
  const outcome = await readers.run(task, { timeoutMs: SAML_READING_MS, exportName: "readSamlResponse" });
  if (outcome.ok) return outcome.value as SamlResponseReading;
  if (outcome.limit === "queue") return { ok: false, reason: new SamlReadersBusy().message };
  return {
    ok: false,
    reason: `the SAML response was not read: ${outcome.limit === "time" ? took : "reading it needed too much memory"}`,
  };
}

/**
 * An identity provider's metadata, read in a worker. Throws {@link SamlMetadataError} saying what is wrong with it
 * (or which limit it reached), and {@link SamlReadersBusy} when the readers' queue is full.
 */
export async function readIdpMetadataInWorker(xml: string): Promise<IdpMetadata> {
  if (Buffer.byteLength(xml, "utf8") > MAX_METADATA_BYTES)
    throw new SamlMetadataError(`The metadata is larger than ${MAX_METADATA_BYTES / 1024} kB.`);
  const outcome = await readers.run(xml, { timeoutMs: SAML_READING_MS, exportName: "readIdpMetadata" });
  if (!outcome.ok) {
    if (outcome.limit === "queue") throw new SamlReadersBusy();
    throw new SamlMetadataError(
      `The metadata was not read: ${outcome.limit === "time" ? took : "reading it needed too much memory"}.`,
    );
  }
  const reading = outcome.value as IdpMetadataReading;
  if (!reading.ok) throw new SamlMetadataError(reading.reason);
  const { entityId, ssoUrl, certificates, certExpiresAt } = reading;
  return { entityId, ssoUrl, certificates, certExpiresAt: new Date(certExpiresAt) };
}
