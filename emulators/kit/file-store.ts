/** A file an emulator was sent (an attachment, an upload), kept so a person can download what the dashboard wrote. */
export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** The files an emulator keeps, the last `max` only (oldest dropped first): memory stays bounded. */
export function fileStore(max = 50) {
  const files = new Map<string, StoredFile>();
  return {
    put(id: string, file: StoredFile) {
      files.set(id, file);
      for (const oldest of files.keys()) {
        if (files.size <= max) break;
        files.delete(oldest);
      }
    },
    get: (id: string) => files.get(id) ?? null,
  };
}
export type FileStore = ReturnType<typeof fileStore>;
