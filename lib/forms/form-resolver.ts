import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { blankToUndefined } from "./blank-to-undefined";
import { plainErrorTree } from "./plain-words";

/**
 * A react-hook-form resolver from an API schema, for a form whose inputs are strings ("" = not given). The
 * preprocessing step erases the schema's input type, so the form states its own value type here, once.
 * `raw` keeps the form's values as typed; the action parses them again with the same schema. The schema's
 * messages name API fields; the form shows them in its own words.
 */
export function formResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  const typed = blankToUndefined(schema) as unknown as z.ZodType<TValues, TValues>;
  const resolve = zodResolver(typed, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length ? { values: {}, errors: plainErrorTree(result.errors) } : result;
  };
}
