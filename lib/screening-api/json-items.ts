import "server-only";
import { JSONParser } from "@streamparser/json";

export interface JsonItemsOptions {
  /** JSONPath of the items, as @streamparser/json reads it (`$.candidates.*`). */
  path: string;
  /** Items handed on at once; the last batch may be shorter. */
  batchSize: number;
  /** How long the body may send nothing before it is given up (the whole body may take much longer). */
  idleTimeoutMs: number;
  /** Thrown when the body stalls for `idleTimeoutMs`. */
  onIdle: () => Error;
  signal?: AbortSignal;
}

/** The next chunk of the body, or the idle error if none arrives in time. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  options: JsonItemsOptions,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(options.onIdle()), options.idleTimeoutMs);
  });
  try {
    return await Promise.race([reader.read(), idle]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The items of a JSON body at `path`, in batches, parsed as the bytes arrive (@streamparser/json, which keeps no
 * item once it is emitted). The next chunk is read only when the caller asks for the next batch, so memory holds
 * one chunk's items and one batch, however long the body: the whole organization's candidates are one answer
 * (spec 4.10). A body that is not JSON, or that ends half-way, throws the parser's error.
 */
export async function* jsonItems(body: ReadableStream<Uint8Array>, options: JsonItemsOptions) {
  const parser = new JSONParser({ paths: [options.path], keepStack: false });
  let parsed: unknown[] = [];
  parser.onValue = ({ value }) => {
    parsed.push(value);
  };
  const reader = body.getReader();
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      const { done, value } = await readWithin(reader, options);
      if (done) break;
      parser.write(value);
      while (parsed.length >= options.batchSize) {
        const batch = parsed.slice(0, options.batchSize);
        parsed = parsed.slice(options.batchSize);
        yield batch;
      }
    }
    // The parser ends by itself at the close of the root value; a body that stopped before it did ends here, and throws.
    if (!parser.isEnded) parser.end();
    if (parsed.length) yield parsed;
  } finally {
    // Stops the transfer when the caller gives up early (an error in a batch, the lease lost).
    await reader.cancel().catch(() => undefined);
  }
}
