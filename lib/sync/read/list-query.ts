import { z } from "zod";
import { foldText } from "@/lib/sync/mirror/fold";
import { defaultPageSize, maxPageSize } from "./page-sizes";

export { defaultPageSize, maxPageSize };

/** A text filter from the URL: trimmed, bounded, empty meaning none. */
export const textParam = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined);

/** The paging part every list's URL shares: a cursor either way and a page size. Bad values fall back. */
export const pagingParams = {
  after: z.string().max(600).optional().catch(undefined),
  before: z.string().max(600).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(maxPageSize).catch(defaultPageSize).default(defaultPageSize),
};

/** A sort direction from the URL. */
export const directionParam = (fallback: "asc" | "desc") => z.enum(["asc", "desc"]).catch(fallback).default(fallback);

/** The anchor a parsed paging query asks for: `before` wins, as the page came from a "Previous" link. */
export const anchorOf = ({ after, before }: { after?: string; before?: string }) =>
  before ? { before } : after ? { after } : {};

/** `%text%` for LIKE over folded text (see foldText), with LIKE's own wildcards in the text taken literally. */
export const containsPattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
