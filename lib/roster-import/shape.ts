import { normalizeHeader } from "./guess-mapping";

/**
 * A file's header shape: its normalised header names in order. Two exports from the same ATS share it, so the
 * mapping chosen for one fits the other. Browser-safe (the server hashes it into the key it stores).
 */
export const headerShape = (headers: string[]) => headers.map(normalizeHeader);
