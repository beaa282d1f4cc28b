import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A resolver loaded on the form's first check (usually its first submit) instead of with the page: the API's
 * schemas and zod are most of a form page's script otherwise. Same checks, same messages.
 */
export function lazyResolver<TValues extends FieldValues>(load: () => Promise<Resolver<TValues>>): Resolver<TValues> {
  let resolver: Promise<Resolver<TValues>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}

/** `formResolver` (form-resolver.ts) for a schema loaded on first use. */
export const lazyFormResolver = <TValues extends FieldValues>(load: () => Promise<z.ZodType>) =>
  lazyResolver<TValues>(() =>
    Promise.all([load(), import("./form-resolver")]).then(([schema, { formResolver }]) =>
      formResolver<TValues>(schema),
    ),
  );
