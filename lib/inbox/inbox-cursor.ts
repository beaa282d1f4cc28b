import { z } from "zod";

/** `before` is the last row of the page before: "<ISO time>_<id>" (the one definition of the page's URL state). */
export const inboxCursorSchema = z
  .string()
  .max(80)
  .regex(/^[^_]+_[0-9a-f-]{36}$/)
  .transform((value) => {
    const [at, id] = value.split("_") as [string, string];
    return { at: new Date(at), id };
  })
  .refine((c) => !Number.isNaN(c.at.getTime()))
  .optional()
  .catch(undefined);
export type InboxCursor = NonNullable<z.output<typeof inboxCursorSchema>>;

/** The `before` value that continues after this row. */
export const inboxCursor = (row: { at: Date; id: string }) => `${row.at.toISOString()}_${row.id}`;
